import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { sendNotificationSchema } from "@/lib/schemas/admin";
import { sendNotification } from "@/lib/services/admin/send-notification";

// POST /api/admin/send-notification - send (or schedule) a notification to one account
export const POST = withAdmin(async ({ req }) => sendNotification(await parseBody(req, sendNotificationSchema), new Date()));
