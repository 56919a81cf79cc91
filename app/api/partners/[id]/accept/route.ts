import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { answerInvitation } from "@/lib/services/partners/partners";

// POST /api/partners/{id}/accept - the invited member accepts
export const POST = withAuth(async ({ params, user }) => answerInvitation(user, parseWith(idParamsSchema, params, "params").id, true, new Date()));
