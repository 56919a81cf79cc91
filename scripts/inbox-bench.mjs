// npm run bench:inbox (docs/decisions.md "Conversations"): the coach's inbox at 100,000 members,
// 1,000,000 messages over 20,000 conversations, 50 teams with a coach each. A throwaway database
// (reach_bench_inbox, or BENCH_DATABASE) on the server of DATABASE_URL (or the embedded Postgres), migrated and seeded by
// scripts/e2e-server.mjs, which then serves the production build (NEXT_DIST_DIR, default .next) on
// BENCH_PORT (3143). The members, teams, conversations and messages are added with set-based
// INSERT ... SELECT over generate_series; one conversation holds 500 messages. Then it prints, for
// the coach of one team and for the owner, the round trip over loopback (median and p95 of 20
// after 5 warm-up calls) of the inbox's first page, a search, a 500-message conversation's pages,
// and a coach's reply (a POST, its push job on the queue). A read whose answer holds no rows
// prints no figure. A benchmark, not a test: it exits 1 when a goal (reads <= 100 ms, the post
// <= 50 ms, medians) is missed.
import { availableParallelism, loadavg } from "node:os";
import { E2E_ADMIN as ADMIN, MEMBER_NAMES as NAMES, register, waitForServer } from "./lib/bench-server.mjs";
import { startBench } from "./db/bench-database.mjs";
import { signInStaff } from "./lib/staff-sign-in.mjs";

const port = Number(process.env.BENCH_PORT ?? 3143);
const database = process.env.BENCH_DATABASE ?? "reach_bench_inbox";
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 ? process.argv[i + 1] : fallback);
};
// `npm run bench:inbox -- --members 5000 --conversations 1000 --messages 50000` for a small run that checks the logic.
const MEMBERS = arg("members", process.env.BENCH_MEMBERS ?? 100_000);
const CONVERSATIONS = arg("conversations", process.env.BENCH_CONVERSATIONS ?? 20_000);
const MESSAGES = arg("messages", process.env.BENCH_MESSAGES ?? 1_000_000);
const TEAMS = Number(process.env.BENCH_TEAMS ?? 50);
const LONG = 500;
for (const [name, n] of Object.entries({ MEMBERS, CONVERSATIONS, MESSAGES })) {
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name.toLowerCase()} must be a whole number of at least 1`);
    process.exit(2);
  }
}
if (CONVERSATIONS > MEMBERS || MESSAGES < CONVERSATIONS + LONG) {
  console.error("conversations must be at most members, and messages at least conversations + 500");
  process.exit(2);
}
const base = `http://localhost:${port}`;
const GOAL = { readMs: 100, postMs: 50 };
const { stop: stopServer, withClient } = await startBench({ port, database, distDir: process.env.NEXT_DIST_DIR ?? ".next" });

/**
 * Members (Zoe_41739), teams round-robin, the first TEAMS members as their coaches; CONVERSATIONS
 * members (every k-th) with a conversation: the first one LONG messages, the others the rest shared
 * out evenly; messages alternate member and coach, a quarter of the conversations end with the
 * member's (waiting), the coaches' replies of this week carry a first reply time.
 */
async function seed() {
  return withClient(async (client) => {
    const started = performance.now();
    await client.query(
      `INSERT INTO "User" ("username", "usernameKey", "passwordHash", "timeZone", "dateCreated")
       SELECT n, lower(n), 'bench-no-login', 'UTC', (now() AT TIME ZONE 'UTC') - ($1::int - i) * interval '90 seconds'
       FROM generate_series(1, $1::int) AS i, LATERAL (SELECT ($2::text[])[1 + i % 10] || '_' || i AS n) AS x`,
      [MEMBERS, NAMES],
    );
    await client.query(`INSERT INTO "Team" ("name", "nameKey") SELECT 'Bench team ' || i, 'bench team ' || i FROM generate_series(1, $1::int) i`, [TEAMS]);
    await client.query(
      `WITH t AS (SELECT array_agg("id" ORDER BY "id") AS ids FROM "Team" WHERE "nameKey" LIKE 'bench team %')
       UPDATE "User" u SET "teamId" = t.ids[1 + u."id" % cardinality(t.ids)] FROM t WHERE u."passwordHash" = 'bench-no-login'`,
    );
    await client.query(
      `INSERT INTO "TeamCoach" ("teamId", "userId")
       SELECT DISTINCT ON (u."teamId") u."teamId", u."id" FROM "User" u WHERE u."passwordHash" = 'bench-no-login' ORDER BY u."teamId", u."id"`,
    );
    // The conversations' members: every k-th member who is not a coach.
    await client.query(
      `CREATE TEMP TABLE bench_conv AS
       SELECT u."id" AS uid, (SELECT c."userId" FROM "TeamCoach" c WHERE c."teamId" = u."teamId") AS coach, row_number() OVER (ORDER BY u."id") AS n
       FROM "User" u WHERE u."passwordHash" = 'bench-no-login' AND NOT EXISTS (SELECT 1 FROM "TeamCoach" c WHERE c."userId" = u."id")
         AND u."id" % GREATEST(1, ($1::int / $2::int) - 1) = 0
       ORDER BY u."id" LIMIT $2`,
      [MEMBERS, CONVERSATIONS],
    );
    const { rows: made } = await client.query(`SELECT count(*)::int AS n FROM bench_conv`);
    if (made[0].n !== CONVERSATIONS) throw new Error(`only ${made[0].n} members for ${CONVERSATIONS} conversations`);
    await client.query(`ALTER TABLE bench_conv ADD COLUMN messages int`);
    const each = Math.ceil((MESSAGES - LONG) / (CONVERSATIONS - 1 || 1));
    await client.query(`UPDATE bench_conv SET messages = CASE WHEN n = 1 THEN $1::int ELSE $2::int END`, [LONG, each]);
    await client.query(
      `INSERT INTO "Conversation" ("userId", "lastMessageAt", "lastMessageId", "lastFromMember") SELECT uid, now(), 0, FALSE FROM bench_conv`,
    );
    const week = `date_trunc('week', now() AT TIME ZONE 'UTC')`;
    // k = 1 .. messages, spread evenly over the last 180 days (a conversation's life), the last one
    // up to a day before an hour ago: about 4% of them in any one week, as a community that has
    // talked for half a year (the week's first replies are what the median reads).
    await client.query(
      `INSERT INTO "ConversationMessage" ("userId", "authorId", "fromMember", "body", "idempotencyKey", "dateCreated", "firstReplySeconds")
       SELECT c.uid, CASE WHEN m.member THEN c.uid ELSE c.coach END, m.member,
              'Bench message ' || k || ' of conversation ' || c.n, 'bench-' || c.uid || '-' || k, m.at,
              CASE WHEN NOT m.member AND m.at >= ${week} THEN 60 + (k * 37 + c.n) % 7200 END
       FROM bench_conv c, generate_series(1, c.messages) AS k,
            LATERAL (SELECT (k % 2 = 1 OR (k = c.messages AND c.n % 4 = 0)) AS member,
                            (now() AT TIME ZONE 'UTC') - interval '1 hour' - (c.messages - k) * (interval '180 days' / c.messages) - (c.n % 1440) * interval '1 minute' AS at) m`,
    );
    // A first reply counts for the member's team (ConversationMessage.firstReplyTeamId, as writeMessage keeps it).
    await client.query(
      `UPDATE "ConversationMessage" m SET "firstReplyTeamId" = u."teamId" FROM "User" u WHERE u."id" = m."userId" AND m."firstReplySeconds" IS NOT NULL`,
    );
    await client.query(
      `UPDATE "Conversation" c SET "lastMessageId" = l."id", "lastMessageAt" = l."dateCreated", "lastFromMember" = l."fromMember",
              "waitingSince" = CASE WHEN l."fromMember" THEN l."dateCreated" END, "memberSeenId" = l."id", "staffSeenId" = CASE WHEN l."fromMember" THEN 0 ELSE l."id" END
       FROM (SELECT DISTINCT ON ("userId") "userId", "id", "dateCreated", "fromMember" FROM "ConversationMessage" ORDER BY "userId", "id" DESC) l
       WHERE l."userId" = c."userId"`,
    );
    for (const table of ["User", "Team", "TeamCoach", "Conversation", "ConversationMessage"]) await client.query(`VACUUM ANALYZE "${table}"`);
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM "User") AS accounts, (SELECT count(*)::int FROM "Conversation") AS conversations,
              (SELECT count(*)::int FROM "ConversationMessage") AS messages, (SELECT count(*)::int FROM "TeamCoach") AS coaches,
              (SELECT uid FROM bench_conv WHERE n = 1) AS "longMember"`,
    );
    return { seconds: (performance.now() - started) / 1000, ...rows[0] };
  });
}

/** A coach who can sign in, appointed to the team of the long conversation's member; a device for that member (the reply's push job). */
async function benchCoach(longMember) {
  const coach = { username: "bench_coach", password: "bench-coach-2026" };
  await register(base, coach);
  const info = await withClient(async (client) => {
    const { rows } = await client.query(
      `INSERT INTO "TeamCoach" ("teamId", "userId") SELECT (SELECT "teamId" FROM "User" WHERE "id" = $1), "id" FROM "User" WHERE "usernameKey" = 'bench_coach' RETURNING "teamId"`,
      [longMember],
    );
    // Refused at once by the push service's address (nothing listens on port 9): the job runs, no push leaves the machine.
    await client.query(`INSERT INTO "PushSubscription" ("userId", "endpoint", "p256dh", "auth") VALUES ($1, 'http://127.0.0.1:9/bench', 'p', 'a')`, [longMember]);
    const counts = await client.query(
      `SELECT (SELECT count(*)::int FROM "Conversation" c JOIN "User" u ON u."id" = c."userId" WHERE u."teamId" = $1) AS conversations`,
      [rows[0].teamId],
    );
    return { teamId: rows[0].teamId, ...counts.rows[0] };
  });
  return { cookie: await signInStaff(base, coach), ...info };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;
const load = () => `load average ${loadavg().map((n) => n.toFixed(1)).join(" / ")} on ${availableParallelism()} cores`;

async function timed(call) {
  for (let i = 0; i < 5; i++) await call(i);
  const runs = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const bytes = await call(5 + i);
    runs.push({ ms: performance.now() - t, bytes });
  }
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), bytes: runs[0].bytes };
}

const getter = (path, cookie) => async () => {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${Buffer.from(body).toString()}`);
  return body.byteLength;
};

let missed = false;
function report(name, as, r, goal) {
  const ok = r.median <= goal;
  missed ||= !ok;
  console.log(`| ${name} | ${as} | ${ms(r.median)} | ${ms(r.p95)} | ${(r.bytes / 1000).toFixed(1)} kB | ${ok ? "ok" : "MISSED"} (<= ${goal} ms) |`);
}

/** The answer of `path`, refused (no figure) unless `holds` says it has rows. */
async function checked(path, cookie, holds) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  const body = await res.json();
  if (!res.ok || !holds(body)) throw new Error(`GET ${path}: ${res.status}, no rows: no figure printed (${JSON.stringify(body).slice(0, 200)})`);
  return body;
}

try {
  await waitForServer(base);
  const seeded = await seed();
  console.log(
    `Seeded ${seeded.accounts.toLocaleString("en-US")} accounts, ${seeded.conversations.toLocaleString("en-US")} conversations, ${seeded.messages.toLocaleString("en-US")} messages, ${seeded.coaches} coaches in ${seeded.seconds.toFixed(1)} s (${database}).`,
  );
  const owner = await signInStaff(base, ADMIN);
  const coach = await benchCoach(seeded.longMember);
  console.log(`The coach's team has ${coach.conversations.toLocaleString("en-US")} conversations; the long one ${LONG} messages.`);
  const rows = (b) => Array.isArray(b.rows) && b.rows.length > 0;
  const messages = (b) => Array.isArray(b.messages) && b.messages.length > 0;
  const first = await checked(`/api/admin/conversations/${seeded.longMember}`, coach.cookie, messages);
  const middle = first.messages[0].id - Math.floor(LONG / 2);
  const reads = [
    ["inbox, first page", "/api/admin/conversations", rows],
    ["inbox, second page", null, rows],
    // A part of a name the first page shows (its last digit dropped): a search that has matches.
    ["inbox, search by member", "search", rows],
    ["conversation of 500, latest page", `/api/admin/conversations/${seeded.longMember}`, messages],
    ["conversation of 500, a page in the middle", `/api/admin/conversations/${seeded.longMember}?before=${middle}`, messages],
    ["median first reply this week", "/api/admin/conversations/reply-times", (b) => b.coaches?.length > 0],
  ];
  console.log(`\nReads (${load()}):\n\n| read | as | median | p95 | size | goal (median) |\n| --- | --- | --- | --- | --- | --- |`);
  for (const [as, cookie, filter] of [["coach of one team", coach.cookie, ""], ["owner", owner, ""], ["owner, team filter", owner, `team=${coach.teamId}`]]) {
    const withFilter = (p) => (filter ? `${p}${p.includes("?") ? "&" : "?"}${filter}` : p);
    const page1 = await checked(withFilter("/api/admin/conversations"), cookie, rows);
    for (let [name, raw, holds] of reads) {
      const search = `/api/admin/conversations?q=${encodeURIComponent(page1.rows[0].username.slice(0, -1).toLowerCase())}`;
      const path = withFilter(raw === "search" ? search : (raw ?? `/api/admin/conversations?cursor=${encodeURIComponent(page1.nextCursor ?? "")}`));
      if (raw === "search") name = `${name} '${page1.rows[0].username.slice(0, -1).toLowerCase()}'`;
      if (raw === null && !page1.nextCursor) throw new Error("the inbox has one page only: no figure printed");
      await checked(path, cookie, holds);
      report(name, as, await timed(getter(path, cookie)), GOAL.readMs);
    }
  }
  // A coach's reply: a new Idempotency-Key each time (each a new message, its push job on the queue).
  const post = await timed(async (i) => {
    const res = await fetch(`${base}/api/admin/conversations/${seeded.longMember}/messages`, {
      method: "POST",
      headers: { cookie: coach.cookie, origin: base, "content-type": "application/json", "idempotency-key": `bench-reply-${Date.now()}-${i}` },
      body: JSON.stringify({ body: `Bench reply ${i}` }),
    });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`POST reply: ${res.status} ${text}`);
    return text.length;
  });
  console.log(`\nWrites (${load()}):\n\n| write | as | median | p95 | size | goal (median) |\n| --- | --- | --- | --- | --- | --- |`);
  report("a reply (message, notification, push job)", "coach of one team", post, GOAL.postMs);
  const jobs = await withClient(async (client) =>
    (await client.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'push-batch' AND data->>'sendId' IS NULL AND data->>'attempt' = '1' AND created_on > now() - interval '10 minutes'`)).rows[0].n,
  );
  console.log(`\n${jobs} push jobs (first attempts) queued for the 25 replies, 5 warm-ups and 20 timed (one per message).`);
} finally {
  stopServer();
}
process.exit(missed ? 1 : 0);
