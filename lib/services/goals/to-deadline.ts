import "server-only";
// A deadline as the API takes it: 'YYYY-MM-DD' means by the end of that day in the member's
// time zone; an ISO date-time is that instant; null clears it.
import { endOfLocalDay, isLocalDate } from "@/lib/domain/day";

export function toDeadline(value: string | null | undefined, timeZone: string): Date | null | undefined {
  if (value === undefined || value === null) return value;
  return isLocalDate(value) ? endOfLocalDay(value, timeZone) : new Date(value);
}
