import { withAdmin } from "@/lib/api/handler";
import { checkInGlance } from "@/lib/services/check-ins/coach-check-ins";

// GET /api/admin/check-ins/glance - per form in the scope: this week's answer rate and per-question averages against last week
export const GET = withAdmin(async ({ scope }) => checkInGlance(scope));
