// Check-ins becoming due on the job queue (docs/decisions.md "Check-ins"): the cron tick enqueues
// one job per form, date and clock whose check-in just became due (never two while one waits);
// the job notifies each member once (dedupeKey), pushes to those with a device, and skips members
// on a rest day, paused, already answered, on another clock, or outside the team.
import { db } from "@/lib/db";
import { queue } from "@/lib/queue/boss";
import { QUEUES } from "@/lib/queue/queues";
import { HANDLERS } from "@/lib/worker/handlers";
import { checkInDedupeKey, enqueueDueCheckIns } from "@/lib/services/check-ins/due-check-ins";
import { runTick } from "@/lib/services/cron/run-tick";
import { createMember } from "@/tests/support/api";

// Sunday 29 November 2026, 18:05 UTC: the weekly Sunday 18:00 check-in became due five minutes ago.
const NOW = new Date("2026-11-29T18:05:00Z");
let teamId: number, formId: number;
let plain: number, withDevice: number, resting: number, paused: number, answered: number, berlin: number, elsewhere: number;

beforeAll(async () => {
  teamId = (await db.team.create({ data: { name: "Queue team", nameKey: "queue team" } })).id;
  const member = async (data: object = {}) => {
    const m = await createMember();
    await db.user.update({ where: { id: m.user.id }, data: { teamId, ...data } });
    return m.user.id;
  };
  plain = await member();
  withDevice = await member();
  resting = await member({ restDays: [7] });
  paused = await member();
  answered = await member();
  berlin = await member({ timeZone: "Europe/Berlin" }); // 19:05 there: due an hour ago, a job of its own
  elsewhere = (await createMember()).user.id; // the default team
  await db.pushSubscription.create({ data: { userId: withDevice, endpoint: `https://push.example.com/${withDevice}`, p256dh: "p", auth: "a" } });
  await db.pause.create({ data: { userId: paused, reason: "ill", startDate: new Date("2026-11-28T00:00:00Z"), endDate: new Date("2026-11-30T00:00:00Z") } });
  const form = await db.checkInForm.create({
    data: {
      teamId,
      title: "Sunday",
      cadence: "weekly",
      weekday: 7,
      hour: 18,
      createdAt: new Date("2026-11-01T00:00:00Z"),
      versions: { create: { version: 1, questions: [{ id: "mood", type: "scale", label: "Mood", required: true, minLabel: "Low", maxLabel: "High" }] } },
    },
    include: { versions: true },
  });
  formId = form.id;
  await db.checkInAnswer.create({ data: { formId, versionId: form.versions[0].id, userId: answered, dueDate: new Date("2026-11-29T00:00:00Z"), answers: { mood: 4 } } });
}, 60_000);

const jobs = (name: string) => db.$queryRaw<{ data: { formId?: number; notificationIds?: number[] } }[]>`SELECT data FROM pgboss.job WHERE name = ${name} ORDER BY created_on`;

it("enqueues one job per clock, never a second while one waits", async () => {
  expect(await enqueueDueCheckIns(NOW)).toEqual({ checkInJobs: 2 }); // UTC and Berlin
  expect(await enqueueDueCheckIns(new Date(NOW.getTime() + 60_000))).toEqual({ checkInJobs: 0 });
  // The tick runs the same step.
  expect(await runTick(new Date(NOW.getTime() + 120_000))).toMatchObject({ checkInJobs: 0 });
  expect((await jobs(QUEUES.checkInsDue)).length).toBe(2);
  // Long after the hour nothing is due any more; before the hour neither.
  expect(await enqueueDueCheckIns(new Date("2026-11-29T21:00:00Z"))).toEqual({ checkInJobs: 0 });
  expect(await enqueueDueCheckIns(new Date("2026-11-29T16:30:00Z"))).toEqual({ checkInJobs: 0 });
});

it("notifies each member once, pushes to devices, skips rest days, pauses and answers", async () => {
  const boss = await queue();
  const runJobs = async () => {
    for (const job of await boss.fetch<unknown>(QUEUES.checkInsDue, { batchSize: 10 })) {
      await HANDLERS[QUEUES.checkInsDue](job.data);
      await boss.complete(QUEUES.checkInsDue, job.id);
    }
  };
  await runJobs();
  const notified = await db.notification.findMany({ where: { dedupeKey: checkInDedupeKey(formId, "2026-11-29") }, select: { userId: true, sendPush: true, title: true } });
  expect(notified.map((n) => n.userId).sort((a, b) => a - b)).toEqual([plain, withDevice, berlin].sort((a, b) => a - b));
  expect(notified.find((n) => n.userId === withDevice)).toMatchObject({ sendPush: true, title: "Check-in due" });
  expect(notified.some((n) => [resting, paused, answered, elsewhere].includes(n.userId))).toBe(false);
  const pushes = await jobs(QUEUES.pushBatch);
  expect(pushes.flatMap((j) => j.data.notificationIds ?? [])).toHaveLength(1);

  // Once the waiting job is done a later tick may enqueue again: the notification's key keeps it once.
  expect(await enqueueDueCheckIns(new Date(NOW.getTime() + 180_000))).toEqual({ checkInJobs: 2 });
  await runJobs();
  expect(await db.notification.count({ where: { dedupeKey: checkInDedupeKey(formId, "2026-11-29") } })).toBe(3);
  expect((await jobs(QUEUES.pushBatch)).flatMap((j) => j.data.notificationIds ?? [])).toHaveLength(1);
});

it("an archived form is no longer due", async () => {
  await db.checkInForm.update({ where: { id: formId }, data: { archivedAt: NOW } });
  expect(await enqueueDueCheckIns(new Date(NOW.getTime() + 240_000))).toEqual({ checkInJobs: 0 });
});
