import "server-only";
// GET /api/admin/check-ins/{id}/csv: a form's answers as CSV, one row per answer, streamed in
// batches by id (keyset). The columns are the questions of every version, in the order they first
// appeared; each answer fills the columns of the version it answered. Cells go through csvLine's
// formula guard (docs/decisions.md "CSV files").
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { inScope, type StaffScope } from "@/lib/auth/staff-scope";
import { answerText, type CheckInAnswers, type CheckInQuestion } from "@/lib/domain/check-in-questions";
import { csvLine } from "@/lib/domain/csv";
import { fromDateColumn } from "@/lib/domain/day";
import { CHECK_IN_MESSAGES } from "@/lib/schemas/check-ins";

export const CSV_BATCH = 2000;
export const CSV_FIXED_COLUMNS = ["username", "date", "answered at", "version", "flagged", "reviewed"] as const;

type Row = { id: number; username: string; dueDate: Date; answeredAt: Date; version: number; flagged: boolean; reviewedAt: Date | null; answers: CheckInAnswers };

/** The form (archived too) in the scope with every version's questions, or a 404. */
async function formVersions(scope: StaffScope, formId: number) {
  const rows = await db.$queryRaw<{ title: string; version: number; questions: CheckInQuestion[] }[]>`
    SELECT f."title", v."version", v."questions" FROM "CheckInForm" f JOIN "CheckInFormVersion" v ON v."formId" = f."id"
    WHERE f."id" = ${formId} AND ${inScope(scope, Prisma.sql`f."teamId"`)} ORDER BY v."version"`;
  if (!rows.length) throw notFound(CHECK_IN_MESSAGES.formNotFound);
  return rows;
}

export async function formCsv(scope: StaffScope, formId: number): Promise<{ title: string; body: ReadableStream<Uint8Array> }> {
  const versions = await formVersions(scope, formId);
  const columns = new Map<string, CheckInQuestion>();
  for (const v of versions) for (const q of v.questions) columns.set(q.id, q);
  const byVersion = new Map(versions.map((v) => [v.version, new Map(v.questions.map((q) => [q.id, q]))]));
  const line = (r: Row) =>
    csvLine([
      r.username, fromDateColumn(r.dueDate), r.answeredAt.toISOString(), r.version, r.flagged ? "yes" : "no", r.reviewedAt ? "yes" : "no",
      ...[...columns.keys()].map((id) => {
        const q = byVersion.get(r.version)?.get(id);
        return q ? answerText(q, r.answers[id]) : "";
      }),
    ]);
  const encoder = new TextEncoder();
  let after = 0;
  let header = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (header) {
        header = false;
        controller.enqueue(encoder.encode(csvLine([...CSV_FIXED_COLUMNS, ...[...columns.values()].map((q) => q.label)])));
        return;
      }
      try {
        const rows = await db.$queryRaw<Row[]>`
          SELECT a."id", u."username", a."dueDate", a."answeredAt", v."version", a."flagged", a."reviewedAt", a."answers"
          FROM "CheckInAnswer" a JOIN "User" u ON u."id" = a."userId" JOIN "CheckInFormVersion" v ON v."id" = a."versionId"
          WHERE a."formId" = ${formId} AND a."id" > ${after} ORDER BY a."id" LIMIT ${CSV_BATCH}`;
        if (!rows.length) return controller.close();
        after = rows[rows.length - 1].id;
        controller.enqueue(encoder.encode(rows.map(line).join("")));
      } catch (error) {
        console.error("[check-in csv] failed while streaming", error);
        controller.error(error);
      }
    },
  });
  return { title: versions[0].title, body };
}
