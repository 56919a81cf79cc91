// Which counters a password check touches and how long each is held (docs/decisions.md "Three counters per password check").
import { LOGIN_THROTTLE } from "@/lib/constants";
import { attemptKeys, boundedKey, holdSchedule, pairPrefix } from "./throttle-rules";

const LOCK_S = LOGIN_THROTTLE.lockMs / 1000;

it("pairs lock after 5 failures and clients after 20, with nothing held before", () => {
  const [pair, client, username] = attemptKeys({ username: " Alice ", client: "203.0.113.9" });
  expect(pair.key).toBe("p:alice|203.0.113.9");
  expect(client.key).toBe("ip:203.0.113.9");
  expect(username.key).toBe("u:alice");
  expect(pair.holds).toEqual([0, 0, 0, 0, LOCK_S]);
  expect(client.holds).toHaveLength(20);
  expect(client.holds.slice(0, 19).every((s) => s === 0)).toBe(true);
  expect(client.holds[19]).toBe(LOCK_S);
});

it("a username gets growing delays from its 10th failure and locks only at 100", () => {
  const { holds } = attemptKeys({ username: "alice", client: "x" })[2];
  expect(LOGIN_THROTTLE.perUsername).toBeGreaterThanOrEqual(10 * LOGIN_THROTTLE.perPair);
  expect(holds).toHaveLength(100);
  expect(holds.slice(0, 9)).toEqual(Array(9).fill(0));
  expect(holds.slice(9, 17)).toEqual([1, 2, 4, 8, 15, 30, 30, 30]);
  expect(holds.slice(15, 99).every((s) => s === 30)).toBe(true);
  expect(holds[99]).toBe(LOCK_S);
  for (let i = 10; i < 99; i++) expect(holds[i]).toBeGreaterThanOrEqual(holds[i - 1]);
});

it("holdSchedule: no delays means only the lock", () => {
  expect(holdSchedule(3)).toEqual([0, 0, LOCK_S]);
  expect(holdSchedule(4, [5], 2)).toEqual([0, 5, 5, LOCK_S]);
});

it("keys fit the 200-character column without two long ones merging", () => {
  const a = boundedKey(`p:${"a".repeat(300)}|1.1.1.1`);
  const b = boundedKey(`p:${"a".repeat(300)}|2.2.2.2`);
  expect(a).toHaveLength(200);
  expect(a).not.toBe(b);
  expect(boundedKey("u:bob")).toBe("u:bob");
});

it("every pair key of a member starts with the member's prefix, another member's does not", () => {
  expect(attemptKeys({ username: "Bob", client: "::1" })[0].key.startsWith(pairPrefix("bob"))).toBe(true);
  expect(attemptKeys({ username: "bob2", client: "::1" })[0].key.startsWith(pairPrefix("bob"))).toBe(false);
});
