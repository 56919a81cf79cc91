// The admin benchmark times the coach's view only on a whole snapshot (docs/decisions.md "The
// coach's view").
import { snapshotProblems, waitForSnapshot, type SnapshotState } from "./coach-bench-ready.mjs";

const whole: SnapshotState = { members: 3, snapshots: 3, cohortMembers: 3, computedAt: new Date(2000), glance: { computedAt: "x", members: 3 }, attention: { rows: [{}] } };

it("finds nothing wrong with a whole snapshot, and names each gap of a partial one", () => {
  expect(snapshotProblems(whole)).toEqual([]);
  expect(snapshotProblems({ ...whole, snapshots: 1, cohortMembers: null, glance: { computedAt: null, members: 0 }, attention: { rows: [] } })).toEqual([
    "1 snapshot rows for 3 members",
    "no cohort row",
    "the glance answers 0 members",
    "the attention list's first page holds no rows",
  ]);
  expect(snapshotProblems({ ...whole, members: 0, snapshots: 0, cohortMembers: 0, glance: { computedAt: "x", members: 0 } })).toContain("no members to snapshot");
});

it("waits for the tick's job, and refuses after the timeout", async () => {
  let clock = 0;
  const states = [{ ...whole, computedAt: null, cohortMembers: null }, { ...whole, computedAt: new Date(500) }, { ...whole, snapshots: 2 }, whole];
  const read = jest.fn(async () => states.shift() ?? whole);
  const opts = { since: new Date(1000), everyMs: 10, sleep: async (ms: number) => void (clock += ms), now: () => clock };
  await expect(waitForSnapshot(read, opts)).resolves.toBe(whole);
  expect(read).toHaveBeenCalledTimes(4);
  const never = async () => ({ ...whole, snapshots: 1 });
  await expect(waitForSnapshot(never, { ...opts, timeoutMs: 50 })).rejects.toThrow(/not whole after 0 s: 1 snapshot rows for 3 members; no figure printed/);
});
