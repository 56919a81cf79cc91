import "server-only";
// GET /api/admin/coach/export: the cohort as CSV, one member per row, streamed in batches of
// EXPORT_BATCH members by id (keyset), so 100,000 members are never held in one request's memory.
// Each row's figures come from the same statement row as its username (one join on the id).
// No journal text at all, shared or not (docs/decisions.md "The coach's view").
import { db } from "@/lib/db";
import { csvLine } from "@/lib/domain/csv";
import { fromDateColumn } from "@/lib/domain/day";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";

/** Members per statement (the export holds at most one batch). */
export const EXPORT_BATCH = 2000;

export const COHORT_COLUMNS = [
  "username", "registered", "last active", "streak", "best streak", "active days (7)", "active days (28)",
  "task completion % (28)", "mindset completion % (28)", "journal days % (28)", "points", "points by source", "reasons",
] as const;

type Row = {
  id: number; username: string; dateCreated: Date; lastActiveDate: Date | null; xpPoints: number;
  streak: number | null; bestStreak: number | null; activeDays7: number | null; activeDays28: number | null;
  taskRate28: number | null; mindsetRate28: number | null; journalRate28: number | null; reasons: string[] | null; bySource: string | null;
};

async function* batches(scope: StaffScope): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await db.$queryRaw<Row[]>`
      SELECT u."id", u."username", u."dateCreated", u."lastActiveDate", u."xpPoints",
        s."streak", s."bestStreak", s."activeDays7", s."activeDays28", s."taskRate28", s."mindsetRate28", s."journalRate28", s."reasons",
        (SELECT string_agg(x."source" || ': ' || x."points", '; ' ORDER BY x."source")
           FROM (SELECT "source", sum("points")::int AS "points" FROM "PointsEntry" pe WHERE pe."userId" = u."id" GROUP BY "source") x) AS "bySource"
      FROM (SELECT "id" FROM "User" WHERE "id" > ${after} AND NOT "isAdmin" AND ${inScope(scope, Prisma.sql`"teamId"`)} ORDER BY "id" LIMIT ${EXPORT_BATCH}) b
      JOIN "User" u ON u."id" = b."id" LEFT JOIN "CoachSnapshot" s ON s."userId" = u."id"
      ORDER BY u."id"`;
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1].id;
  }
}

export function cohortLine(r: Row): string {
  return csvLine([
    r.username, r.dateCreated.toISOString(), r.lastActiveDate ? fromDateColumn(r.lastActiveDate) : "", r.streak ?? 0, r.bestStreak ?? 0,
    r.activeDays7 ?? 0, r.activeDays28 ?? 0, r.taskRate28 ?? 0, r.mindsetRate28 ?? 0, r.journalRate28 ?? 0, r.xpPoints, r.bySource ?? "", (r.reasons ?? []).join("; "),
  ]);
}

export function exportCohortCsv(scope: StaffScope): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches(scope);
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(csvLine([...COHORT_COLUMNS])));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(cohortLine).join("")));
      } catch (error) {
        console.error("[coach export] failed while streaming", error);
        controller.error(error);
      }
    },
  });
}
