import "server-only";
// The calendar feed's check-ins (docs/product/calendar-feed.md#what-it-holds): the next due
// check-ins of each live form of the member's team, as all-day events on the member's date they
// are due (8 weeks of a weekly form, 14 days of a daily one), at the hour of the member's own day.
import { db } from "@/lib/db";
import { nextCheckIn, type CheckInSchedule } from "@/lib/domain/check-ins";
import { addDays, type LocalDate } from "@/lib/domain/day";
import { scheduleOf } from "@/lib/services/check-ins/manage-forms";

const AHEAD = { weekly: 8, daily: 14 } as const;

export type CheckInEvent = { uid: string; date: LocalDate; summary: string; description: string };

export async function checkInsDue(member: { id: number }, now: Date = new Date()): Promise<CheckInEvent[]> {
  const rows = await db.$queryRaw<{ id: number; title: string; cadence: string; weekday: number | null; hour: number; timeZone: string; dayStartHour: number }[]>`
    SELECT f."id", f."title", f."cadence", f."weekday", f."hour", u."timeZone", u."dayStartHour"
    FROM "User" u JOIN "CheckInForm" f ON f."teamId" = u."teamId" AND f."archivedAt" IS NULL
    WHERE u."id" = ${member.id} ORDER BY f."id"`;
  return rows.flatMap((r) => {
    const schedule: CheckInSchedule = scheduleOf(r);
    const first = nextCheckIn(now, schedule, { timeZone: r.timeZone, dayStartHour: r.dayStartHour }).date;
    const step = schedule.cadence === "weekly" ? 7 : 1;
    return Array.from({ length: AHEAD[schedule.cadence] }, (_, i) => {
      const date = addDays(first, i * step);
      return {
        uid: `check-in-${r.id}-${date}@reach`,
        date,
        summary: `Check-in due: ${r.title}`,
        description: `Due at ${String(r.hour).padStart(2, "0")}:00 of your day in Reach; open until the next one is due.`,
      };
    });
  });
}
