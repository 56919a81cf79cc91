import { withAdmin } from "@/lib/api/handler";
import { listRecentRegistrations } from "@/lib/services/admin/list-recent-registrations";

// GET /api/admin/users/recent - Recent Registrations: the newest accounts of the past 7 days and their count
export const GET = withAdmin(async () => listRecentRegistrations(new Date()));
