import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { getMemberProgress } from "@/lib/services/coach/member-progress";

// GET /api/admin/coach/members/{id} - a member's progress; journal text only while the member shares it
export const GET = withAdmin(async ({ params, scope }) => getMemberProgress(scope, parseWith(idParamsSchema, params, "params").id, new Date()));
