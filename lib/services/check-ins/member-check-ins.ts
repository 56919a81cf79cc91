import "server-only";
// The member's side of check-ins (docs/product/check-ins.md#the-members-side): the check-ins due
// now for the forms of their team, answering one (a second answer replaces the first), and their
// past answers. The due time, the window and the flag are lib/domain/check-ins.ts; an answer earns
// POINTS.checkIn once per due check-in through the member's write (member-write), keyed on the
// form and the date, so editing earns nothing more and a closed check-in cannot be answered.
import { db } from "@/lib/db";
import { POINTS } from "@/lib/constants";
import { badRequest, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkAnswers, scaleValues, type CheckInAnswers, type CheckInQuestion } from "@/lib/domain/check-in-questions";
import { currentCheckIn, flaggedQuestions, isDueDate } from "@/lib/domain/check-ins";
import { fromDateColumn } from "@/lib/domain/day";
import type { Member } from "@/lib/domain/member";
import type { RowAward } from "@/lib/domain/points";
import { CHECK_IN_MESSAGES, type AnswerCheckInInput, type DueCheckInDto } from "@/lib/schemas/check-ins";
import { scheduleOf } from "@/lib/services/check-ins/manage-forms";
import { writeWithAwards } from "@/lib/services/member-write/write-with-awards";
import { writeTime } from "@/lib/services/member-write/write-time";

type FormRow = { id: number; title: string; cadence: string; weekday: number | null; hour: number; version: number; versionId: number; questions: CheckInQuestion[] };

/** The live forms of the member's team (`formId`: that one), with their current version. */
function memberForms(userId: number, formId?: number): Promise<FormRow[]> {
  return db.$queryRaw<FormRow[]>`
    SELECT f."id", f."title", f."cadence", f."weekday", f."hour", f."version", v."id" AS "versionId", v."questions"
    FROM "User" u
    JOIN "CheckInForm" f ON f."teamId" = u."teamId" AND f."archivedAt" IS NULL
    JOIN "CheckInFormVersion" v ON v."formId" = f."id" AND v."version" = f."version"
    WHERE u."id" = ${userId} ${formId === undefined ? Prisma.empty : Prisma.sql`AND f."id" = ${formId}`}
    ORDER BY f."id"`;
}

const clockOf = (member: Member) => ({ timeZone: member.timeZone, dayStartHour: member.dayStartHour ?? 0 });

/** The check-in open now for each form of the member's team, answered or not. */
export async function dueCheckIns(member: Member, now: Date = new Date()): Promise<{ checkIns: DueCheckInDto[] }> {
  const forms = await memberForms(member.id);
  if (!forms.length) return { checkIns: [] };
  const due = forms.map((f) => ({ form: f, occurrence: currentCheckIn(now, scheduleOf(f), clockOf(member)) }));
  const answers = await db.$queryRaw<{ formId: number; dueDate: Date; answers: CheckInAnswers }[]>`
    SELECT a."formId", a."dueDate", a."answers" FROM "CheckInAnswer" a
    JOIN unnest(${due.map((d) => d.form.id)}::int[], ${due.map((d) => d.occurrence.date)}::date[]) AS d("formId", "dueDate")
      ON a."formId" = d."formId" AND a."dueDate" = d."dueDate"
    WHERE a."userId" = ${member.id}`;
  const answerOf = (formId: number) => answers.find((a) => a.formId === formId)?.answers ?? null;
  return {
    checkIns: due.map(({ form, occurrence }) => ({
      formId: form.id,
      title: form.title,
      date: occurrence.date,
      dueAt: occurrence.dueAt.toISOString(),
      closesAt: occurrence.closesAt.toISOString(),
      version: form.version,
      questions: form.questions,
      answered: answerOf(form.id) !== null,
      answers: answerOf(form.id),
    })),
  };
}

type SavedAnswer = { id: number; flagged: boolean };

/**
 * Answers the check-in of `input.date` on a form of the member's team: 404 for a form they do not
 * have or a date that is not one of its due check-ins yet, 400 once it closed (the next one is
 * due), 400 naming the question for a bad answer. A second answer replaces the first. `now` is
 * when the member answered (writeTime: an answer made offline while the check-in was open lands on
 * it, docs/decisions.md "Offline", "The day across the gap, and conflicts").
 */
export async function answerCheckIn(member: Member, formId: number, input: AnswerCheckInInput, now: Date = writeTime()) {
  const [form] = await memberForms(member.id, formId);
  if (!form) throw notFound(CHECK_IN_MESSAGES.answerNotFound);
  const schedule = scheduleOf(form);
  const open = currentCheckIn(now, schedule, clockOf(member));
  if (input.date > open.date || !isDueDate(input.date, schedule)) throw notFound(CHECK_IN_MESSAGES.answerNotFound);
  if (input.date < open.date) throw badRequest(CHECK_IN_MESSAGES.closed);
  const checked = checkAnswers(form.questions, input.answers);
  if (!checked.ok) throw badRequest(checked.message, [{ path: `answers.${checked.questionId}`, message: checked.message }]);

  const before = await db.$queryRaw<{ answers: CheckInAnswers }[]>`
    SELECT "answers" FROM "CheckInAnswer" WHERE "userId" = ${member.id} AND "formId" = ${formId} AND "dueDate" < ${input.date}::date
    ORDER BY "dueDate" DESC LIMIT 4`;
  const flaggedIds = flaggedQuestions(scaleValues(form.questions, checked.answers), before.map((b) => b.answers));
  const award: RowAward = {
    source: "checkIn",
    points: POINTS.checkIn,
    key: `checkin:${formId}:${input.date}`,
    reference: `checkin:${formId}`,
    description: `Check-in: ${form.title}`.slice(0, 200),
  };
  const answersJson = JSON.stringify(checked.answers);
  const { saved, pointsAwarded } = await writeWithAwards<SavedAnswer>({ member, now, awards: [{ award }] }, Prisma.sql`
    INSERT INTO "CheckInAnswer" ("formId", "versionId", "userId", "dueDate", "answers", "flaggedIds", "flagged", "answeredAt")
    SELECT ${formId}, ${form.versionId}, member."id", ${input.date}::date, ${answersJson}::jsonb, ${flaggedIds}::text[], ${flaggedIds.length > 0}, ${now}
    FROM member
    ON CONFLICT ("formId", "userId", "dueDate") DO UPDATE SET
      "versionId" = EXCLUDED."versionId", "answers" = EXCLUDED."answers", "flaggedIds" = EXCLUDED."flaggedIds",
      "flagged" = EXCLUDED."flagged", "answeredAt" = EXCLUDED."answeredAt", "reviewedAt" = NULL, "reviewedById" = NULL
    RETURNING "id", "flagged"`);
  return { id: saved!.id, formId, date: input.date, answers: checked.answers, flagged: saved!.flagged, pointsAwarded };
}

export type PastCheckInDto = { formId: number; title: string; date: string; questions: CheckInQuestion[]; answers: CheckInAnswers };

/** The member's own answers of the last `weeks` weeks, newest first, each with the questions it answered. */
export async function pastCheckIns(member: Member, now: Date = new Date(), weeks = 12): Promise<{ answers: PastCheckInDto[] }> {
  const since = new Date(now.getTime() - weeks * 7 * 86_400_000);
  const rows = await db.$queryRaw<{ formId: number; title: string; dueDate: Date; questions: CheckInQuestion[]; answers: CheckInAnswers }[]>`
    SELECT a."formId", f."title", a."dueDate", v."questions", a."answers"
    FROM "CheckInAnswer" a JOIN "CheckInForm" f ON f."id" = a."formId" JOIN "CheckInFormVersion" v ON v."id" = a."versionId"
    WHERE a."userId" = ${member.id} AND a."dueDate" >= ${since}::date
    ORDER BY a."dueDate" DESC, a."formId"
    LIMIT 500`;
  return { answers: rows.map((r) => ({ formId: r.formId, title: r.title, date: fromDateColumn(r.dueDate), questions: r.questions, answers: r.answers })) };
}
