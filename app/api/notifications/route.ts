import { withMember } from "@/lib/api/handler";
import { listNotifications } from "@/lib/services/notifications/list-notifications";

// GET /api/notifications - the caller's due notifications, newest first
export const GET = withMember(async ({ member }) => listNotifications(member, new Date()));
