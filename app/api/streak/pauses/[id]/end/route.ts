import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { endPause } from "@/lib/services/streak/pauses";

// POST /api/streak/pauses/{id}/end - end the caller's pause early (today is no longer paused); answers the streak view
export const POST = withAuth(async ({ user, params }) => endPause(user.id, parseWith(idParamsSchema, params, "params").id));
