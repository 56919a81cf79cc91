import { withAuth } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/parse";
import { travelAnswerSchema } from "@/lib/schemas/streak";
import { answerTravelPrompt } from "@/lib/services/streak/travel-and-notice";

// POST /api/streak/travel - {timeZone, switch}: the answer to the dashboard's travel prompt (asked once per zone)
export const POST = withAuth(async ({ req, user }) => {
  await answerTravelPrompt(user.id, await parseBody(req, travelAnswerSchema));
  return { success: true };
});
