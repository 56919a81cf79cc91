import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { challengeCsv } from "@/lib/services/challenges/manage-challenges";

// GET /api/admin/challenges/{id}/export - the challenge's members as CSV, by rank
export const GET = withAdmin(async ({ params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  const { csv } = await challengeCsv(scope, id);
  return new Response(csv, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="reach-challenge-${id}.csv"`, "Cache-Control": "no-store" },
  });
});
