import "server-only";
// Who a journal service works for, and which local date "today" is for them.
import { localDate, type LocalDate } from "@/lib/domain/day";
import type { SessionUser } from "@/lib/auth/session-user";

export type Member = Pick<SessionUser, "id" | "timeZone">;

export function memberToday(member: Member, now: Date): LocalDate {
  return localDate(now, member.timeZone);
}
