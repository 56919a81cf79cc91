// The argon2 limiter: never more than ARGON2_CONCURRENCY hashes at once, every call answered in turn.
let inFlight = 0;
let most = 0;
jest.mock("@node-rs/argon2", () => {
  const slow = async (result: unknown) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((r) => setTimeout(r, 5));
    inFlight -= 1;
    return result;
  };
  return { hash: (p: string) => slow(`hash:${p}`), verify: (h: string, p: string) => slow(h === `hash:${p}`) };
});

import { ARGON2_CONCURRENCY, hashPassword, verifyPassword } from "@/lib/auth/password";

it("runs at most ARGON2_CONCURRENCY hashes at once and answers every call", async () => {
  const hashes = await Promise.all(Array.from({ length: 12 }, (_, i) => hashPassword(`pw${i}`)));
  const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, i % 2 ? `pw${i}` : "wrong")));
  expect(hashes).toEqual(Array.from({ length: 12 }, (_, i) => `hash:pw${i}`));
  expect(checks).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
  expect(ARGON2_CONCURRENCY).toBeGreaterThanOrEqual(1);
  expect(most).toBe(ARGON2_CONCURRENCY);
});
