import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { exportQuerySchema } from "@/lib/schemas/account";
import { exportCsvZip, exportJson } from "@/lib/services/export/export-stream";

// GET /api/export?format=json|csv - everything Reach stores about the caller, streamed as a download
export const GET = withAuth(async ({ req, user }) => {
  const { format } = parseWith(exportQuerySchema, { format: req.nextUrl.searchParams.get("format") ?? undefined }, "query");
  const now = new Date();
  const name = `reach-export-${user.username.replace(/[^A-Za-z0-9_.-]/g, "_")}-${memberDay(now, user.timeZone, user.dayStartHour)}`;
  const csv = format === "csv";
  return new Response(csv ? exportCsvZip(user.id, now) : exportJson(user.id, user.username, now), {
    headers: {
      "Content-Type": csv ? "application/zip" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.${csv ? "zip" : "json"}"`,
      "Cache-Control": "no-store",
    },
  });
});
