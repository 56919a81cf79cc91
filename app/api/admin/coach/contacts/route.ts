import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { contactSchema } from "@/lib/schemas/coach";
import { markContacted } from "@/lib/services/coach/contacts";

// POST /api/admin/coach/contacts - mark a member contacted (leaves the attention list for 7 days)
export const POST = withAdmin(async ({ req, user, scope }) => markContacted(scope, (await parseBody(req, contactSchema)).userId, user.username, new Date()));
