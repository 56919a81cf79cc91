import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { nudgeSchema } from "@/lib/schemas/coach";
import { sendNudges } from "@/lib/services/coach/send-nudges";

// POST /api/admin/coach/nudges - a notification to chosen members or all with a reason, recorded on their rows
export const POST = withAdmin(async ({ req, user }) => sendNudges(await parseBody(req, nudgeSchema), user.username, new Date()));
