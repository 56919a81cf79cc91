import { withAdmin } from "@/lib/api/handler";
import { getGlance } from "@/lib/services/coach/get-glance";

// GET /api/admin/coach/glance - the cohort's week at a glance against last week, and the streak distribution
export const GET = withAdmin(async ({ scope }) => getGlance(scope, new Date()));
