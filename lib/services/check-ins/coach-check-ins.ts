import "server-only";
// The coach's reads of check-ins beyond the queue (docs/product/check-ins.md#the-coachs-side): a
// member's answers for their progress (the trends view the member sees on /stats), and the
// glance: per form in the scope, this week's answer rate and per-question averages against last
// week. Weeks run Monday to Sunday by the check-in's own date (its `dueDate`, the member's day).
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, memberInScope, type StaffScope } from "@/lib/auth/staff-scope";
import type { CheckInAnswers, CheckInQuestion } from "@/lib/domain/check-in-questions";
import { checkInTrends, type FormTrends } from "@/lib/domain/check-in-trends";
import { isDueDate } from "@/lib/domain/check-ins";
import { weekStart } from "@/lib/domain/coach";
import { addDays, fromDateColumn, localDate } from "@/lib/domain/day";
import type { CheckInGlanceForm, GlanceWeek } from "@/lib/schemas/check-ins";
import { scheduleOf } from "@/lib/services/check-ins/manage-forms";

/** A member in the scope: their answers of the last 12 weeks as trends; another team's member is a 404. */
export async function memberCheckInTrends(scope: StaffScope, userId: number, now: Date = new Date()): Promise<{ forms: FormTrends[] }> {
  const [member] = await db.$queryRaw<{ id: number }[]>`SELECT m."id" FROM "User" m WHERE m."id" = ${userId} AND ${memberInScope(scope, Prisma.sql`m."id"`)}`;
  if (!member) throw notFound("User not found");
  const since = addDays(localDate(now, "UTC"), -84);
  const rows = await db.$queryRaw<{ formId: number; title: string; dueDate: Date; questions: CheckInQuestion[]; answers: CheckInAnswers }[]>`
    SELECT a."formId", f."title", a."dueDate", v."questions", a."answers"
    FROM "CheckInAnswer" a JOIN "CheckInForm" f ON f."id" = a."formId" JOIN "CheckInFormVersion" v ON v."id" = a."versionId"
    WHERE a."userId" = ${userId} AND a."dueDate" >= ${since}::date AND ${inScope(scope, Prisma.sql`f."teamId"`)}
    ORDER BY a."dueDate" LIMIT 1000`;
  return { forms: checkInTrends(rows.map((r) => ({ ...r, date: fromDateColumn(r.dueDate) }))) };
}


const rate = (answers: number, expected: number): GlanceWeek => ({ answers, expected, rate: expected > 0 ? Math.round((Math.min(answers, expected) / expected) * 100) : null });

/** The glance's check-in rows for the forms in the scope (at most 50 forms; three statements). */
export async function checkInGlance(scope: StaffScope, now: Date = new Date()): Promise<{ forms: CheckInGlanceForm[] }> {
  const today = localDate(now, "UTC");
  const thisMonday = weekStart(today);
  const lastMonday = addDays(thisMonday, -7);
  const forms = await db.$queryRaw<{ id: number; title: string; teamName: string; cadence: string; weekday: number | null; hour: number; questions: CheckInQuestion[]; members: number }[]>`
    SELECT f."id", f."title", t."name" AS "teamName", f."cadence", f."weekday", f."hour", v."questions",
      (SELECT count(*)::int FROM "User" u WHERE u."teamId" = f."teamId" AND NOT u."isAdmin") AS "members"
    FROM "CheckInForm" f JOIN "Team" t ON t."id" = f."teamId"
    JOIN "CheckInFormVersion" v ON v."formId" = f."id" AND v."version" = f."version"
    WHERE f."archivedAt" IS NULL AND ${inScope(scope, Prisma.sql`f."teamId"`)}
    ORDER BY t."name", f."id" LIMIT 50`;
  if (!forms.length) return { forms: [] };
  const ids = forms.map((f) => f.id);
  const [counts, averages] = await Promise.all([
    db.$queryRaw<{ formId: number; thisWeek: boolean; n: number }[]>`
      SELECT "formId", "dueDate" >= ${thisMonday}::date AS "thisWeek", count(*)::int AS "n" FROM "CheckInAnswer"
      WHERE "formId" = ANY(${ids}::int[]) AND "dueDate" >= ${lastMonday}::date AND "dueDate" <= ${today}::date
      GROUP BY 1, 2`,
    db.$queryRaw<{ formId: number; questionId: string; thisWeek: boolean; average: number }[]>`
      SELECT a."formId", q.key AS "questionId", a."dueDate" >= ${thisMonday}::date AS "thisWeek", round(avg((q.value #>> '{}')::numeric), 2)::float8 AS "average"
      FROM "CheckInAnswer" a, jsonb_each(a."answers") q
      WHERE a."formId" = ANY(${ids}::int[]) AND a."dueDate" >= ${lastMonday}::date AND a."dueDate" <= ${today}::date AND jsonb_typeof(q.value) = 'number'
      GROUP BY 1, 2, 3`,
  ]);
  /** Check-ins of the form due from `from` to `to` (both included). */
  const dueDays = (f: (typeof forms)[number], from: string, to: string) => {
    let n = 0;
    for (let d = from; d <= to; d = addDays(d, 1)) if (isDueDate(d, scheduleOf(f))) n++;
    return n;
  };
  return {
    forms: forms.map((f) => {
      const count = (thisWeek: boolean) => counts.find((c) => c.formId === f.id && c.thisWeek === thisWeek)?.n ?? 0;
      const avg = (questionId: string, thisWeek: boolean) => averages.find((a) => a.formId === f.id && a.questionId === questionId && a.thisWeek === thisWeek)?.average ?? null;
      return {
        formId: f.id,
        title: f.title,
        teamName: f.teamName,
        thisWeek: rate(count(true), f.members * dueDays(f, thisMonday, today)),
        lastWeek: rate(count(false), f.members * dueDays(f, lastMonday, addDays(thisMonday, -1))),
        questions: f.questions
          .filter((q) => q.type === "scale" || q.type === "number")
          .map((q) => ({ questionId: q.id, label: q.label, thisWeek: avg(q.id, true), lastWeek: avg(q.id, false) })),
      };
    }),
  };
}
