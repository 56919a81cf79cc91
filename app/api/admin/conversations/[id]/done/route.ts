import { withAdmin } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { doneSchema } from "@/lib/schemas/conversations";
import { markDone } from "@/lib/services/conversations/staff-conversation";

// POST /api/admin/conversations/{member id}/done { done } - "Done" hides it until the member writes again (false: undo)
export const POST = withAdmin(async ({ req, params, scope }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return markDone(scope, id, (await parseBody(req, doneSchema)).done, new Date());
});
