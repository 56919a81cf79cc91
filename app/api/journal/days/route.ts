import { withAuth } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/parse";
import { monthOf } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { monthQuerySchema } from "@/lib/schemas/journal";
import { listJournalDays } from "@/lib/services/journal/list-journal-days";

// GET /api/journal/days?month=YYYY-MM - what the caller did on each day of a month (default: this month)
export const GET = withAuth(async ({ req, user }) => {
  const { month } = parseWith(monthQuerySchema, { month: req.nextUrl.searchParams.get("month") ?? undefined }, "query");
  return listJournalDays(user, month ?? monthOf(memberDay(new Date(), user.timeZone, user.dayStartHour)));
});
