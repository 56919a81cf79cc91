// The check-ins benchmark (docs/decisions.md "Check-ins"): CHECK_INS_BENCH_MEMBERS members (2,000 in
// `npm test`; `npm run bench:check-ins` runs 100,000) in one team with a weekly form, a tenth of
// them with a push device, and 12 weeks of answers for a fifth of them (20,000 at full size),
// seeded set-based. Through the route handlers (session and scope checks included, in process:
// no HTTP), the median of 15 calls after 2 warm-ups of: the review queue's first page, a member's
// check-in trends and the glance (goal: 150 ms each); then the next week's check-in made due for
// every member on the job queue (goal: 60 s), each member notified once and each notification in
// one push batch. A figure is refused (the test fails) when what it timed is empty.
import { GET as reviewGET } from "@/app/api/admin/check-ins/review/route";
import { GET as trendsGET } from "@/app/api/admin/check-ins/members/[id]/route";
import { GET as glanceGET } from "@/app/api/admin/check-ins/glance/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { isoWeekday } from "@/lib/domain/stats-range";
import { queue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { checkInDedupeKey, enqueueDueCheckIns } from "@/lib/services/check-ins/due-check-ins";
import { HANDLERS } from "@/lib/worker/handlers";
import { call, createMember, type CallResult } from "@/tests/support/api";

const MEMBERS = Number(process.env.CHECK_INS_BENCH_MEMBERS ?? 2000);
const ANSWERING = Math.floor(MEMBERS / 5);
const WEEKS = 12;
const GOAL = { readMs: 150, dueS: 60 };

test(`check-ins at ${MEMBERS} members: the coach's reads and the week's check-ins made due`, async () => {
  const now = new Date();
  const today = localDate(now, "UTC");
  const team = (await db.team.create({ data: { name: "Bench check-ins", nameKey: "bench check-ins" } })).id;
  const coach = await createMember({ twoFactor: true });
  await db.user.update({ where: { id: coach.user.id }, data: { teamId: team } });
  await db.teamCoach.create({ data: { teamId: team, userId: coach.user.id } });
  // A weekly form due today at 00:00 UTC: this week's check-in is open, last week's closed.
  const form = await db.checkInForm.create({
    data: {
      teamId: team,
      title: "Weekly",
      cadence: "weekly",
      weekday: isoWeekday(today),
      hour: 0,
      createdAt: new Date(`${addDays(today, -7 * WEEKS)}T00:00:00Z`),
      versions: {
        create: {
          version: 1,
          questions: [
            { id: "mood", type: "scale", label: "Mood", required: true, minLabel: "Low", maxLabel: "High" },
            { id: "sleep", type: "scale", label: "Sleep", required: true, minLabel: "Poor", maxLabel: "Great" },
            { id: "hours", type: "number", label: "Training", required: false, unit: "h", min: 0, max: 40 },
            { id: "note", type: "text", label: "One thing", required: false },
          ],
        },
      },
    },
    include: { versions: true },
  });
  const started = performance.now();
  await db.$executeRaw`
    INSERT INTO "User" ("username", "usernameKey", "passwordHash", "teamId", "dateCreated")
    SELECT 'bench_ci_' || g, 'bench_ci_' || g, 'x', ${team}, now() - interval '120 days' FROM generate_series(1, ${MEMBERS}) g`;
  const [{ first }] = await db.$queryRaw<{ first: number }[]>`SELECT min("id")::int AS "first" FROM "User" WHERE "usernameKey" LIKE 'bench_ci_%'`;
  await db.$executeRaw`
    INSERT INTO "PushSubscription" ("userId", "endpoint", "p256dh", "auth")
    SELECT u."id", 'https://push.example.com/bench/' || u."id", 'p', 'a' FROM "User" u
    WHERE u."usernameKey" LIKE 'bench_ci_%' AND u."id" % 10 = 0`;
  await db.$executeRaw`
    INSERT INTO "CheckInAnswer" ("formId", "versionId", "userId", "dueDate", "answers", "flaggedIds", "flagged", "answeredAt")
    SELECT ${form.id}, ${form.versions[0].id}, u."id", ${today}::date - 7 * w, a."answers",
      CASE WHEN (a."answers"->>'mood')::int <= 2 THEN ARRAY['mood'] ELSE ARRAY[]::text[] END, (a."answers"->>'mood')::int <= 2,
      (${today}::date - 7 * w)::timestamp + interval '2 hours'
    FROM "User" u CROSS JOIN generate_series(0, ${WEEKS - 1}) w
    CROSS JOIN LATERAL (SELECT jsonb_build_object('mood', 1 + (u."id" + w) % 5, 'sleep', 1 + (u."id" * 7 + w) % 5, 'hours', (u."id" + w) % 12,
      'note', 'week ' || w) AS "answers") a
    WHERE u."usernameKey" LIKE 'bench_ci_%' AND u."id" < ${first + ANSWERING}`;
  await db.$executeRawUnsafe("ANALYZE");
  const seeded = ((performance.now() - started) / 1000).toFixed(1);

  const lines = [`check-ins bench: ${MEMBERS} members, ${ANSWERING} answering ${WEEKS} weeks (${ANSWERING * WEEKS} answers), seeded in ${seeded} s`];
  const timed = async (name: string, run: () => Promise<CallResult>, holds: (res: CallResult) => boolean) => {
    const times: number[] = [];
    for (let i = 0; i < 17; i++) {
      const start = performance.now();
      const res = await run();
      if (i >= 2) times.push(performance.now() - start);
      expect(res.status).toBe(200);
      // No figure for an empty page: it would time nothing.
      expect({ name, holdsRows: holds(res) }).toEqual({ name, holdsRows: true });
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    lines.push(`${name}: median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (goal ${GOAL.readMs} ms)`);
    return median;
  };
  const as = (route: Parameters<typeof call>[0], opts: Parameters<typeof call>[1] = {}) => call(route, { ...opts, cookie: coach.cookie });
  const medians = [
    await timed("review queue, first page", () => as(reviewGET, { path: "/api/admin/check-ins/review" }), (r) => r.json.answers.length === 20 && r.json.answers[0].flagged === true),
    await timed("a member's check-in trends", () => as(trendsGET, { params: { id: String(first + 1) } }), (r) => r.json.forms[0]?.series[0]?.points.length === WEEKS),
    await timed("the glance", () => as(glanceGET, { path: "/api/admin/check-ins/glance" }), (r) => r.json.forms[0]?.thisWeek.answers === ANSWERING && r.json.forms[0].questions.length === 3),
  ];

  // Next week's check-in falls due: the tick's step and the job, timed together.
  const next = addDays(today, 7);
  const dueAt = new Date(`${next}T00:01:00Z`);
  const boss = await queue();
  const dueStart = performance.now();
  expect(await enqueueDueCheckIns(dueAt)).toEqual({ checkInJobs: 1 });
  expect(await enqueueDueCheckIns(dueAt)).toEqual({ checkInJobs: 0 });
  for (const job of await boss.fetch<unknown>(QUEUES.checkInsDue, { batchSize: 10 })) {
    await HANDLERS[QUEUES.checkInsDue](job.data);
    await boss.complete(QUEUES.checkInsDue, job.id);
  }
  const dueSeconds = (performance.now() - dueStart) / 1000;
  const [{ notified, members, pushed }] = await db.$queryRaw<{ notified: number; members: number; pushed: number }[]>`
    SELECT count(*)::int AS "notified", count(DISTINCT "userId")::int AS "members", count(*) FILTER (WHERE "sendPush")::int AS "pushed"
    FROM "Notification" WHERE "dedupeKey" = ${checkInDedupeKey(form.id, next)}`;
  const batched = await db.$queryRaw<{ ids: number[] }[]>`SELECT ARRAY(SELECT jsonb_array_elements_text(data->'notificationIds')::int) AS "ids" FROM pgboss.job WHERE name = ${QUEUES.pushBatch}`;
  const ids = batched.flatMap((b) => b.ids);
  expect(notified).toBe(MEMBERS + 1); // every member and the coach
  expect(members).toBe(notified);
  expect(ids.length).toBe(pushed);
  expect(new Set(ids).size).toBe(ids.length);
  expect(pushed).toBeGreaterThan(0);
  lines.push(`week's check-ins made due on the queue: ${dueSeconds.toFixed(1)} s for ${notified} members, ${pushed} pushes in ${batched.length} batches, each once (goal ${GOAL.dueS} s)`);
  console.log(lines.join("\n"));
  expect(medians.every((m) => m <= GOAL.readMs)).toBe(true);
  expect(dueSeconds).toBeLessThanOrEqual(GOAL.dueS);
}, 900_000);
