import { withAdmin } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { undoContacted } from "@/lib/services/coach/contacts";

// DELETE /api/admin/coach/contacts/{memberId} - undo "contacted": the member's row is back at once
export const DELETE = withAdmin(async ({ params, scope }) => undoContacted(scope, parseWith(idParamsSchema, params, "params").id, new Date()));
