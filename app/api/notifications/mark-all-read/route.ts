import { withAuth } from "@/lib/api/handler";
import { markAllNotificationsRead } from "@/lib/services/notifications/mark-all-notifications-read";

// POST /api/notifications/mark-all-read - mark all of the caller's notifications read
export const POST = withAuth(async ({ user }) => ({ success: true, ...(await markAllNotificationsRead(user.id, new Date())) }));
