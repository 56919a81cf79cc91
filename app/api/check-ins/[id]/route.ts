import { withAuth } from "@/lib/api/handler";
import { parseBody, parseWith } from "@/lib/api/parse";
import { idParamsSchema } from "@/lib/schemas/params";
import { answerCheckInSchema } from "@/lib/schemas/check-ins";
import { answerCheckIn } from "@/lib/services/check-ins/member-check-ins";

// POST /api/check-ins/{formId} - answers the form's open check-in {date, answers}; a second answer replaces the first
export const POST = withAuth(async ({ req, params, user }) => {
  const { id } = parseWith(idParamsSchema, params, "params");
  return answerCheckIn(user, id, await parseBody(req, answerCheckInSchema));
});
