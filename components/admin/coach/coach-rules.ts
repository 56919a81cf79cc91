// The coach's screens' small rules: a glance figure's change against last week, dates in words,
// a member's progress in words (labels and badge names from their one home, plurals).
import { badgeByCode } from "@/lib/domain/badges";
import { plural } from "@/lib/domain/insights/statement";
import { sourceLabel } from "@/lib/domain/points";
export type Change = { direction: "up" | "down" | "same"; text: string };

/** "+3 vs last week", "-2 vs last week", "same as last week". */
export function changeOf(thisWeek: number, lastWeek: number): Change {
  const diff = thisWeek - lastWeek;
  if (diff === 0) return { direction: "same", text: "same as last week" };
  return { direction: diff > 0 ? "up" : "down", text: `${diff > 0 ? "+" : "−"}${Math.abs(diff).toLocaleString("en-US")} vs last week` };
}

/** "Nov 23" of a local date. */
export function shortLocalDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** "Nov 23, 14:05" of an instant, in the viewer's zone. */
export function shortInstant(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso));
}

/** "1 day", "12 days": the streak figures of a member's progress. */
export const dayCount = (n: number) => plural(n, "day");

/** "SMART goal: 100", "Mindset: 45": a ledger source by its points-history label (lib/domain/points). */
export const sourceLine = (p: { source: string; points: number }) => `${sourceLabel(p.source)}: ${p.points.toLocaleString("en-US")}`;

/** "First Goal, 5-Day Streak": badges by their names (lib/domain/badges), a code only if unknown. */
export const badgeNames = (badges: readonly { code: string }[]) => badges.map((b) => badgeByCode(b.code)?.name ?? b.code).join(", ");
