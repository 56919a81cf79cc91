import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { endPartnerLink, readFollowedGoal } from "@/lib/services/partners/partners";

// GET /api/partners/{id} - the followed goal and the member's week, for its partner (404 once the link ended)
export const GET = withAuth(async ({ params, user }) => readFollowedGoal(user, parseWith(idParamsSchema, params, "params").id, new Date()));

// DELETE /api/partners/{id} - either side ends the link
export const DELETE = withAuth(async ({ params, user }) => endPartnerLink(user, parseWith(idParamsSchema, params, "params").id, new Date()));
