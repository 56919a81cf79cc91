import { requirePageUser } from "@/lib/auth/server";
import { CalendarClient } from "@/components/calendar/calendar-client";
import { localDate } from "@/lib/domain/day";

export const metadata = { title: "Calendar" };

// The member's today comes from the server (their time zone); the calendars load in the browser.
export default async function CalendarPage() {
  const user = await requirePageUser();
  return <CalendarClient today={localDate(new Date(), user.timeZone)} />;
}
