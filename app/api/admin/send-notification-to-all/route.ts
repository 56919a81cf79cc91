import { withAdmin } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { notificationContentSchema } from "@/lib/schemas/admin";
import { sendNotificationToAll } from "@/lib/services/admin/send-notification-to-all";

// POST /api/admin/send-notification-to-all - send (or schedule) a notification to every account
export const POST = withAdmin(async ({ req }) => ({ success: true, ...(await sendNotificationToAll(await parseBody(req, notificationContentSchema), new Date())) }));
