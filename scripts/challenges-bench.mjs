// npm run bench:challenges (docs/decisions.md "Challenges and partners"): team challenges
// at scale. A throwaway database (reach_bench_challenges, or BENCH_DATABASE) on the server of
// DATABASE_URL (or the embedded Postgres), migrated and seeded by scripts/e2e-server.mjs, which then serves the production
// build of NEXT_DIST_DIR (default .next; build it first) on BENCH_PORT (3143). Seeded with
// set-based INSERT ... SELECT over generate_series: BENCH_MEMBERS members (100,000) with 14 days
// of history (active days, rest days; a journal page with three tasks, the mindset and a note for
// one in ten; a completed SMART goal for one in twenty), BENCH_CHALLENGES challenges (200) of the
// whole community with 500 to 5,000 members each, measures in turn. Then it times:
//  - the refresh of every challenge on the queue: a cron tick whose other steps have nothing to do
//    (every member already reset, the coach's snapshot fresh), from the job's start to its end as
//    pg-boss recorded them (goal: 60 s or less);
//  - a challenge's leaderboard page (the largest challenge, a page in its middle) and a member's
//    own progress (GET /api/challenges), median and p95 of 20 after 5 warm-up calls, over loopback
//    (goal: median 100 ms or less);
//  - the dashboard's first-load script against its budget (scripts/check-budgets.mjs's reading).
// A figure is printed only when what it timed holds data (a leaderboard page with rows, a member
// with a standing, a refresh that stamped every challenge). A benchmark, not a test: it exits 1
// when a goal is missed. `npm run bench:challenges -- --members 5000 --challenges 10` (or BENCH_MEMBERS / BENCH_CHALLENGES)
// for a small run that checks the logic.
import { loadavg } from "node:os";
import { register, waitForServer } from "./lib/bench-server.mjs";
import { startBench } from "./db/bench-database.mjs";
import { BUDGETS, kB, readBuild } from "./lib/budgets.mjs";

const arg = (name, env, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = Number(at > 0 ? process.argv[at + 1] : (process.env[env] ?? fallback));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return value;
};
const members = arg("members", "BENCH_MEMBERS", 100_000);
const challenges = arg("challenges", "BENCH_CHALLENGES", 200);
const port = Number(process.env.BENCH_PORT ?? 3143);
const database = process.env.BENCH_DATABASE ?? "reach_bench_challenges";
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const base = `http://localhost:${port}`;
const GOAL = { refreshSeconds: 60, readMs: 100 };
/** Members of challenge i (0-based): 500 to 5,000, spread evenly, never more than there are members. */
const sizeOf = (i) => Math.min(members, Math.round(500 + (4500 * i) / Math.max(1, challenges - 1)));
const MEASURES = ["active-days", "task-days", "journal-days", "mindset-exercises", "smart-goals"];

const { stop: stopServer, withClient } = await startBench({ port, database, distDir });

async function seed() {
  return withClient(async (c) => {
    const started = performance.now();
    await c.query(
      `INSERT INTO "User" ("username", "usernameKey", "passwordHash", "timeZone", "restDays", "lastResetDate", "lastActiveDate", "dateCreated")
       SELECT 'Bench_' || i, 'bench_' || i, 'bench-no-login', 'UTC', CASE WHEN i % 3 = 0 THEN ARRAY[7]::smallint[] ELSE '{}'::smallint[] END,
         (now() AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC')::date, now() AT TIME ZONE 'UTC' - interval '30 days'
       FROM generate_series(1, $1::int) i`,
      [members],
    );
    // 14 days of history: a journal day each (active on most), a page with tasks, mindset and a note for one in ten.
    await c.query(
      `WITH d AS (
         SELECT u."id" AS uid, gs::date AS "date", row_number() OVER (PARTITION BY u."id" ORDER BY gs)::int AS n
         FROM "User" u, generate_series((now() AT TIME ZONE 'UTC')::date - 13, (now() AT TIME ZONE 'UTC')::date, interval '1 day') gs
         WHERE u."passwordHash" = 'bench-no-login')
       INSERT INTO "JournalDay" ("userId", "date", "active", "rest") SELECT uid, "date", (n + uid) % 4 <> 0, extract(isodow FROM "date") = 7 AND uid % 3 = 0 FROM d`,
    );
    await c.query(
      `WITH jd AS (SELECT "id", "userId", "date" FROM "JournalDay" WHERE "userId" % 10 = 0),
       pg AS (INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo") SELECT "userId", "id", "date", 1 FROM jd RETURNING "id", "userId", "date"),
       t AS (INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "pageId")
             SELECT pg."userId", k::"GoalType", 'Bench task', (pg."id" + length(k)) % 4 <> 0, pg."id" FROM pg CROSS JOIN unnest(ARRAY['task1', 'task2', 'task3']) k),
       ms AS (INSERT INTO "Mindset" ("userId", "pageId", "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "updatedAt")
              SELECT "userId", "id", "id" % 2 = 0, true, "id" % 3 = 0, now() FROM pg)
       INSERT INTO "Note" ("userId", "pageId", "content", "updatedAt") SELECT "userId", "id", 'Bench note', now() FROM pg WHERE "id" % 2 = 0`,
    );
    await c.query(
      `INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "completedAt", "archivedAt")
       SELECT "id", 'smart1', 'Bench goal', true, now() AT TIME ZONE 'UTC' - ("id" % 10) * interval '1 day', now() AT TIME ZONE 'UTC'
       FROM "User" WHERE "passwordHash" = 'bench-no-login' AND "id" % 20 = 0`,
    );
    // The challenges: the whole community's, started a week ago, four weeks long; members picked by a stride.
    await c.query(
      `INSERT INTO "Challenge" ("name", "measure", "target", "startDate", "endDate", "joinCount")
       SELECT 'Bench challenge ' || i, ($2::text[])[1 + i % 5], 10, (now() AT TIME ZONE 'UTC')::date - 7, (now() AT TIME ZONE 'UTC')::date + 20, 0
       FROM generate_series(0, $1::int - 1) i`,
      [challenges, MEASURES],
    );
    const sizes = Array.from({ length: challenges }, (_, i) => sizeOf(i));
    await c.query(
      `WITH ch AS (SELECT "id", row_number() OVER (ORDER BY "id")::int - 1 AS i FROM "Challenge" WHERE "name" LIKE 'Bench challenge %'),
       m AS (SELECT array_agg("id" ORDER BY "id") AS ids FROM "User" WHERE "passwordHash" = 'bench-no-login'),
       picked AS (
         SELECT ch."id" AS "challengeId", k, m.ids[1 + ((ch.i * 7919 + k * 13) % cardinality(m.ids))] AS "userId"
         FROM ch, m, LATERAL generate_series(1, ($1::int[])[ch.i + 1]) k)
       INSERT INTO "ChallengeParticipant" ("challengeId", "userId", "memberNo", "target")
       SELECT "challengeId", "userId", min(k), 10 FROM picked GROUP BY "challengeId", "userId"`,
      [sizes],
    );
    await c.query(`UPDATE "Challenge" c SET "joinCount" = (SELECT count(*) FROM "ChallengeParticipant" p WHERE p."challengeId" = c."id")`);
    for (const table of ["User", "JournalDay", "JournalPage", "Goal", "Mindset", "Note", "Challenge", "ChallengeParticipant"]) await c.query(`VACUUM ANALYZE "${table}"`);
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM "ChallengeParticipant"`);
    return { seconds: (performance.now() - started) / 1000, participants: rows[0].n };
  });
}

/** POST the cron tick; the job's run time as pg-boss recorded it, once it completed. */
async function timedTick() {
  const res = await fetch(`${base}/api/cron/tick`, { method: "POST", headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } });
  const { jobId } = await res.json();
  if (!jobId) throw new Error(`the tick was not enqueued (${res.status})`);
  for (let i = 0; i < 1200; i++) {
    const row = await withClient(async (c) => (await c.query(`SELECT state::text AS state, extract(epoch FROM completed_on - started_on)::float AS seconds FROM pgboss.job WHERE id = $1`, [jobId])).rows[0]);
    if (row?.state === "completed") return row.seconds;
    if (row?.state === "failed") throw new Error("the tick failed");
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the tick did not finish in 10 minutes");
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(path, cookie, hasData) {
  const get = async () => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${body}`);
    return { ms: performance.now() - t, body };
  };
  const first = await get();
  if (!hasData(JSON.parse(first.body))) throw new Error(`GET ${path} answered no data: no figure printed`);
  for (let i = 0; i < 4; i++) await get();
  const runs = [];
  for (let i = 0; i < 20; i++) runs.push((await get()).ms);
  runs.sort((a, b) => a - b);
  return { median: quantile(runs, 0.5), p95: quantile(runs, 0.95), bytes: first.body.length };
}

/** A member who can sign in, in the largest challenge: their cookie and the challenge. */
async function benchMember() {
  const cookie = await register(base, { username: "bench_member", password: "bench-member-2026" });
  const challenge = await withClient(async (c) => {
    const { rows } = await c.query(
      `WITH big AS (SELECT "id" FROM "Challenge" ORDER BY "joinCount" DESC, "id" LIMIT 1),
       n AS (UPDATE "Challenge" SET "joinCount" = "joinCount" + 1 WHERE "id" = (SELECT "id" FROM big) RETURNING "id", "joinCount")
       INSERT INTO "ChallengeParticipant" ("challengeId", "userId", "memberNo", "target", "progress")
       SELECT n."id", u."id", n."joinCount", 10, 3 FROM n, "User" u WHERE u."usernameKey" = 'bench_member'
       RETURNING "challengeId"`,
    );
    return rows[0].challengeId;
  });
  return { cookie, challenge };
}

const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  await waitForServer(base);
  const seeded = await seed();
  console.log(`Seeded ${members.toLocaleString("en-US")} members, ${challenges} challenges, ${seeded.participants.toLocaleString("en-US")} joined rows in ${seeded.seconds.toFixed(1)} s (load average ${loadavg()[0].toFixed(2)}).`);
  let missed = false;

  // A first tick settles the other steps (the coach's snapshot, reminders); the second one refreshes every challenge.
  await timedTick();
  await withClient((c) => c.query(`UPDATE "Challenge" SET "refreshedAt" = NULL`));
  const since = new Date();
  const seconds = await timedTick();
  const stamped = await withClient(async (c) => (await c.query(`SELECT count(*)::int AS n FROM "Challenge" WHERE "refreshedAt" >= $1`, [since])).rows[0].n);
  const reached = await withClient(async (c) => (await c.query(`SELECT count(*)::int AS n FROM "ChallengeParticipant" WHERE "progress" > 0`)).rows[0].n);
  if (stamped !== challenges || reached === 0) throw new Error(`the refresh stamped ${stamped} of ${challenges} challenges (${reached} rows with progress): no figure printed`);
  const refreshOk = seconds <= GOAL.refreshSeconds;
  missed ||= !refreshOk;
  console.log(`\nThe refresh of ${challenges} challenges (${seeded.participants.toLocaleString("en-US")} rows, ${reached.toLocaleString("en-US")} with progress) on the queue: ${seconds.toFixed(1)} s (goal <= ${GOAL.refreshSeconds} s: ${refreshOk ? "ok" : "MISSED"}), load average ${loadavg()[0].toFixed(2)}.`);

  const { cookie, challenge } = await benchMember();
  const size = await withClient(async (c) => (await c.query(`SELECT "joinCount" FROM "Challenge" WHERE "id" = $1`, [challenge])).rows[0].joinCount);
  const middle = Math.max(1, Math.floor(size / 25 / 2));
  console.log(`\n| read | median | p95 | size | goal (median <= ${GOAL.readMs} ms) |\n| --- | --- | --- | --- | --- |`);
  const reads = [
    [`leaderboard page ${middle} of a ${size.toLocaleString("en-US")}-member challenge`, `/api/challenges/${challenge}/leaderboard?page=${middle}`, (b) => Array.isArray(b.rows) && b.rows.length > 0],
    ["a member's own progress (GET /api/challenges)", "/api/challenges", (b) => b.challenges?.some((c) => c.id === challenge && c.mine !== null)],
  ];
  for (const [name, path, hasData] of reads) {
    const r = await time(path, cookie, hasData);
    const ok = r.median <= GOAL.readMs;
    missed ||= !ok;
    console.log(`| ${name} | ${ms(r.median)} | ${ms(r.p95)} | ${(r.bytes / 1000).toFixed(1)} kB | ${ok ? "ok" : "MISSED"} |`);
  }

  const dashboard = readBuild(distDir).find((row) => row.route === "/dashboard");
  const budgetOk = dashboard && dashboard.gzipBytes <= BUDGETS["/dashboard"];
  missed ||= !budgetOk;
  console.log(`\nThe dashboard's first-load script: ${dashboard ? kB(dashboard.gzipBytes) : "not in the build"} (budget ${kB(BUDGETS["/dashboard"])}: ${budgetOk ? "ok" : "MISSED"}).`);
  return missed;
}

main()
  .then((missed) => {
    stopServer();
    process.exit(missed ? 1 : 0);
  })
  .catch((error) => {
    console.error(error);
    stopServer();
    process.exit(1);
  });
