import "server-only";
// The coach's review queue (docs/product/check-ins.md#the-coachs-side): answers not reviewed yet
// on the forms of the teams in the scope, flagged ones first, newest first, a page at a time
// (keyset on (flagged, id), CheckInAnswer_review_idx); "reviewed" takes an answer off the queue.
// An answer on another team's form is a 404, as an unknown id.
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import type { CheckInAnswers, CheckInQuestion } from "@/lib/domain/check-in-questions";
import { fromDateColumn } from "@/lib/domain/day";
import { CHECK_IN_MESSAGES, type ReviewItemDto } from "@/lib/schemas/check-ins";

export const REVIEW_PAGE = 20;

type Row = {
  id: number; formId: number; formTitle: string; userId: number; username: string; dueDate: Date; answeredAt: Date;
  flagged: boolean; flaggedIds: string[]; questions: CheckInQuestion[]; answers: CheckInAnswers;
};

export async function reviewQueue(scope: StaffScope, query: { cursor?: string; form?: number }): Promise<{ answers: ReviewItemDto[]; next: string | null }> {
  const after = query.cursor ? query.cursor.split(".") : null;
  const rows = await db.$queryRaw<Row[]>`
    SELECT a."id", a."formId", f."title" AS "formTitle", a."userId", u."username", a."dueDate", a."answeredAt",
      a."flagged", a."flaggedIds", v."questions", a."answers"
    FROM "CheckInAnswer" a
    JOIN "CheckInForm" f ON f."id" = a."formId"
    JOIN "User" u ON u."id" = a."userId"
    JOIN "CheckInFormVersion" v ON v."id" = a."versionId"
    WHERE a."reviewedAt" IS NULL AND ${inScope(scope, Prisma.sql`f."teamId"`)}
      ${query.form === undefined ? Prisma.empty : Prisma.sql`AND a."formId" = ${query.form}`}
      ${after ? Prisma.sql`AND (a."flagged", a."id") < (${after[0] === "1"}, ${Number(after[1])})` : Prisma.empty}
    ORDER BY a."flagged" DESC, a."id" DESC
    LIMIT ${REVIEW_PAGE + 1}`;
  const page = rows.slice(0, REVIEW_PAGE);
  const last = page[page.length - 1];
  return {
    answers: page.map((r) => ({
      id: r.id, formId: r.formId, formTitle: r.formTitle, userId: r.userId, username: r.username, date: fromDateColumn(r.dueDate),
      answeredAt: r.answeredAt.toISOString(), flagged: r.flagged, flaggedQuestions: r.flaggedIds, questions: r.questions, answers: r.answers,
    })),
    next: rows.length > REVIEW_PAGE && last ? `${last.flagged ? 1 : 0}.${last.id}` : null,
  };
}

/** Marks an answer reviewed (again: no change); 404 outside the scope. */
export async function markReviewed(scope: StaffScope, answerId: number, now: Date = new Date()): Promise<{ success: true }> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "CheckInAnswer" a SET "reviewedAt" = coalesce(a."reviewedAt", ${now}), "reviewedById" = coalesce(a."reviewedById", ${scope.userId})
    FROM "CheckInForm" f
    WHERE a."id" = ${answerId} AND f."id" = a."formId" AND ${inScope(scope, Prisma.sql`f."teamId"`)}
    RETURNING a."id"`;
  if (!rows.length) throw notFound(CHECK_IN_MESSAGES.answerNotFound);
  return { success: true };
}
