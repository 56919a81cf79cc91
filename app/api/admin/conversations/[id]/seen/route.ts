import { withAdmin } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { seenSchema } from "@/lib/schemas/conversations";
import { markStaffSeen } from "@/lib/services/conversations/staff-conversation";

// POST /api/admin/conversations/{member id}/seen { upTo } - the coaches have seen the conversation up to this message
export const POST = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return markStaffSeen(scope, id, (await parseBody(req, seenSchema)).upTo);
});
