import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { formCsv } from "@/lib/services/check-ins/form-csv";

// GET /api/admin/check-ins/{id}/csv - the form's answers as CSV (one row per answer), streamed
export const GET = withAdmin(async ({ params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const { body } = await formCsv(scope, id);
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="reach-check-in-${id}.csv"`, "Cache-Control": "no-store" },
  });
});
