import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { dateParamsSchema } from "@/lib/schemas/journal";
import { getJournalDay } from "@/lib/services/journal/get-journal-day";

// GET /api/journal/days/{date} - the caller's journal pages of one local date, read-only
export const GET = withAuth(async ({ user, params }) => {
  const { date } = parseWith(dateParamsSchema, params, "params");
  return getJournalDay(user.id, date);
});
