import "server-only";
// Check-ins becoming due, and their push (docs/product/check-ins.md#the-members-side; docs/decisions.md
// "Check-ins"). The cron tick (enqueueDueCheckIns) looks at each live form and each clock (zone
// and day start) its team's members are on, and enqueues one check-ins-due job per form, date and
// clock whose check-in became due in the last PUSH_LOOKBACK_MS (pg-boss's "exclusive" policy and
// the job's singleton key keep it to one while it waits). The job (makeCheckInsDue) writes each
// member's notification in one INSERT ... SELECT, at most once per member and check-in through the
// notification's dedupeKey, and puts its push on the queue in the same transaction. Paused members
// and members on a rest day get none that day (lib/domain/check-ins.ts pushesOn, the same rule
// in SQL here), nor members who already answered.
import { db } from "@/lib/db";
import { currentCheckIn } from "@/lib/domain/check-ins";
import { Prisma } from "@/lib/generated/prisma/client";
import { queue } from "@/lib/queue/boss";
import { jobData, QUEUES, type JobData } from "@/lib/queue/queues";
import { scheduleOf } from "@/lib/services/check-ins/manage-forms";
import { enqueuePushFor } from "@/lib/services/push/enqueue-push";
import { inTransaction } from "@/lib/services/shared/in-transaction";

/** A check-in due longer ago than this is not pushed any more (a tick that did not run for hours). */
export const PUSH_LOOKBACK_MS = 2 * 3_600_000;

export const checkInDedupeKey = (formId: number, date: string) => `check-in:${formId}:${date}`;
export const CHECK_IN_NOTIFICATION = {
  title: "Check-in due",
  message: (formTitle: string) => `Your check-in "${formTitle}" is open: answer it on your dashboard.`,
};

/** The tick's step: the due check-ins' jobs. Answers how many jobs it enqueued (a job already waiting is not enqueued again). */
export async function enqueueDueCheckIns(now: Date): Promise<{ checkInJobs: number }> {
  const rows = await db.$queryRaw<{ id: number; cadence: string; weekday: number | null; hour: number; createdAt: Date; timeZone: string; dayStartHour: number }[]>`
    SELECT f."id", f."cadence", f."weekday", f."hour", f."createdAt", c."timeZone", c."dayStartHour"
    FROM "CheckInForm" f
    JOIN (SELECT DISTINCT "teamId", "timeZone", "dayStartHour" FROM "User"
          WHERE NOT "isAdmin" AND "teamId" IN (SELECT "teamId" FROM "CheckInForm" WHERE "archivedAt" IS NULL)) c ON c."teamId" = f."teamId"
    WHERE f."archivedAt" IS NULL`;
  const due = rows.flatMap((r) => {
    const open = currentCheckIn(now, scheduleOf(r), { timeZone: r.timeZone, dayStartHour: r.dayStartHour });
    const fresh = now.getTime() - open.dueAt.getTime() < PUSH_LOOKBACK_MS && open.dueAt >= r.createdAt;
    return fresh ? [{ formId: r.id, date: open.date, timeZone: r.timeZone, dayStartHour: r.dayStartHour }] : [];
  });
  if (!due.length) return { checkInJobs: 0 };
  const boss = await queue();
  let checkInJobs = 0;
  for (const job of due) {
    const singletonKey = `${job.formId}:${job.date}:${job.timeZone}:${job.dayStartHour}`;
    if (await boss.send(QUEUES.checkInsDue, jobData(QUEUES.checkInsDue, job), { singletonKey })) checkInJobs++;
  }
  return { checkInJobs };
}

/** The job: each member of the form's team on this clock, not paused, not resting, not answered, gets the notification once, and its push. */
export async function makeCheckInsDue(job: JobData<typeof QUEUES.checkInsDue>, now: Date): Promise<{ notified: number; pushed: number }> {
  const [form] = await db.$queryRaw<{ title: string }[]>`SELECT "title" FROM "CheckInForm" WHERE "id" = ${job.formId} AND "archivedAt" IS NULL`;
  if (!form) return { notified: 0, pushed: 0 };
  await queue();
  return inTransaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: number; sendPush: boolean }[]>`
      INSERT INTO "Notification" ("userId", "title", "message", "sendPush", "deliveredAt", "dedupeKey", "dateCreated")
      SELECT u."id", ${CHECK_IN_NOTIFICATION.title}, ${CHECK_IN_NOTIFICATION.message(form.title)},
             EXISTS (SELECT 1 FROM "PushSubscription" s WHERE s."userId" = u."id"), ${now}, ${checkInDedupeKey(job.formId, job.date)}, ${now}
      FROM "User" u
      JOIN "CheckInForm" f ON f."id" = ${job.formId} AND f."teamId" = u."teamId"
      WHERE NOT u."isAdmin" AND u."timeZone" = ${job.timeZone} AND u."dayStartHour" = ${job.dayStartHour}
        AND NOT (EXTRACT(ISODOW FROM ${job.date}::date)::int = ANY(u."restDays"))
        AND NOT EXISTS (SELECT 1 FROM "Pause" p WHERE p."userId" = u."id" AND p."startDate" <= ${job.date}::date AND p."endDate" >= ${job.date}::date)
        AND NOT EXISTS (SELECT 1 FROM "CheckInAnswer" a WHERE a."formId" = ${job.formId} AND a."userId" = u."id" AND a."dueDate" = ${job.date}::date)
      ON CONFLICT ("userId", "dedupeKey") DO NOTHING
      RETURNING "id", "sendPush"`;
    const pushIds = inserted.filter((n) => n.sendPush).map((n) => n.id);
    const push = pushIds.length ? await enqueuePushFor(tx, Prisma.sql`n."id" = ANY(${pushIds}::int[])`, null) : { pushTotal: 0 };
    return { notified: inserted.length, pushed: push.pushTotal };
  });
}
