import { withAdmin } from "@/lib/api/handler";
import { listAllNotifications } from "@/lib/services/admin/list-all-notifications";

// GET /api/admin/notifications - every notification with its recipient, newest first
export const GET = withAdmin(async () => listAllNotifications());
