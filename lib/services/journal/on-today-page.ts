import "server-only";
// Runs a journal write on the member's current page for today, in one transaction, so the
// change and the points it earns commit together.
import type { Tx } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { ensureTodayPage } from "@/lib/services/journal/ensure-today-page";
import { inTransaction } from "@/lib/services/journal/in-transaction";
import { memberToday, type Member } from "@/lib/services/journal/member";

export type TodayPage = { id: number; date: LocalDate };

export async function onTodayPage<T>(member: Member, now: Date, write: (tx: Tx, page: TodayPage) => Promise<T>): Promise<T> {
  const date = memberToday(member, now);
  const id = await ensureTodayPage(member.id, date);
  return inTransaction((tx) => write(tx, { id, date }));
}
