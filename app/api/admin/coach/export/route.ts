import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { cohortExportQuerySchema } from "@/lib/schemas/coach";
import { exportCohortCsv } from "@/lib/services/coach/export-cohort";

// GET /api/admin/coach/export?format=csv - the cohort as CSV (one member per row), streamed in batches
export const GET = withAdmin(async ({ req, scope }) => {
  parseWith(cohortExportQuerySchema, { format: req.nextUrl.searchParams.get("format") ?? undefined }, "query");
  const date = new Date().toISOString().slice(0, 10);
  return new Response(exportCohortCsv(scope), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="reach-cohort-${date}.csv"`, "Cache-Control": "no-store" },
  });
});
