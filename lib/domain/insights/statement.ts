// What every coach insight is made of (docs/product/points-and-badges.md#coach-insights): a plain sentence from
// the member's own data and a short "why you see this" line naming the data behind it. Rules
// that lack their minimum of data say nothing rather than guess.
import { addDays, type LocalDate } from "@/lib/domain/day";

export type Insight = { text: string; why: string };

/** What each endpoint answers: the statements joined (the spec's text field) and the items. */
export function asText(items: readonly Insight[]): string {
  return items.map((i) => i.text).join("\n");
}

export const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** 0 (Sunday) to 6 of a local date: pure calendar arithmetic, no time zone. */
export const weekdayOf = (date: LocalDate) => new Date(`${date}T00:00:00Z`).getUTCDay();
export const weekdayName = (day: number) => WEEKDAYS[day];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
/** 'Mar 9' of a local date. */
export const shortDate = (date: LocalDate) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

/** Whole local days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The local dates [today - from, today - to], inclusive, oldest first. */
export function window(today: LocalDate, from: number, to: number): LocalDate[] {
  const out: LocalDate[] = [];
  for (let back = from; back >= to; back--) out.push(addDays(today, -back));
  return out;
}
