// npm run bench:admin's coach part (docs/decisions.md "The coach's view"): the cron tick answers
// 202 and the snapshot is built by a job, so the benchmark waits for that job and checks what it
// built before it times anything. A figure taken on a snapshot a third built, or before the
// cohort row exists, times an empty answer; the benchmark refuses to print one.

/**
 * What is wrong with the snapshot the reads would be timed on (empty when it is whole): every
 * member has a snapshot row, the cohort row counts them all, the glance and the attention page
 * answer with rows.
 */
export function snapshotProblems({ members, snapshots, cohortMembers, glance, attention }) {
  const problems = [];
  if (!(members > 0)) problems.push("no members to snapshot");
  if (snapshots !== members) problems.push(`${snapshots} snapshot rows for ${members} members`);
  if (cohortMembers !== members) problems.push(cohortMembers === null ? "no cohort row" : `the cohort row counts ${cohortMembers} of ${members} members`);
  if (!glance || glance.computedAt === null || glance.members !== members) problems.push(`the glance answers ${glance ? `${glance.members} members` : "nothing"}`);
  if (!attention || !Array.isArray(attention.rows) || attention.rows.length === 0) problems.push("the attention list's first page holds no rows");
  return problems;
}

/**
 * Waits (polling `read` every `everyMs`) until the snapshot the tick's job builds is whole and
 * newer than `since`, or `timeoutMs` passed; then throws with what is missing.
 */
export async function waitForSnapshot(read, { since, timeoutMs = 600_000, everyMs = 1000, sleep = (ms) => new Promise((r) => setTimeout(r, ms)), now = () => Date.now() } = {}) {
  const end = now() + timeoutMs;
  let problems = ["not read yet"];
  for (;;) {
    const state = await read();
    problems = state.computedAt && state.computedAt >= since ? snapshotProblems(state) : ["the tick's job has not written the cohort row yet"];
    if (!problems.length) return state;
    if (now() >= end) throw new Error(`the coach's snapshot is not whole after ${Math.round(timeoutMs / 1000)} s: ${problems.join("; ")}; no figure printed`);
    await sleep(everyMs);
  }
}
