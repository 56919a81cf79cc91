import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { memberCheckInTrends } from "@/lib/services/check-ins/coach-check-ins";

// GET /api/admin/check-ins/members/{id} - a member's check-in trends of the last 12 weeks (member progress)
export const GET = withAdmin(async ({ params, scope }) => memberCheckInTrends(scope, parseWith(idParamsSchema, params, "params").id));
