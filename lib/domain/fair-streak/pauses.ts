// Pauses (docs/decisions.md "Fair streaks"): from today (never in the past), 1-14 days, with a
// reason; at most 30 paused days in any 90; a pause can be ended early. Dates are the member's
// days (member-day.ts); a pause covers startDate..endDate, both included.
import { addDays, type LocalDate } from "@/lib/domain/day";

export const PAUSE_REASONS = ["ill", "travel", "exams", "other"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
export const PAUSE_REASON_LABELS: Record<PauseReason, string> = {
  ill: "Ill or injured",
  travel: "Travel",
  exams: "Exams",
  other: "Other",
};

export const PAUSE_LIMITS = { minDays: 1, maxDays: 14, windowDays: 90, maxInWindow: 30, maxStartAhead: 60 } as const;

export type DateRange = { startDate: LocalDate; endDate: LocalDate };

export const PAUSE_MESSAGES = {
  past: "A pause cannot start in the past",
  tooFarAhead: `A pause can start at most ${PAUSE_LIMITS.maxStartAhead} days ahead`,
  overlap: "You already have a pause on those days",
  limit: `At most ${PAUSE_LIMITS.maxInWindow} paused days in any ${PAUSE_LIMITS.windowDays} days`,
  notFound: "Pause not found",
  ended: "This pause has already ended",
} as const;

function dayNumber(date: LocalDate): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Days in a range (0 when it ends before it starts: a pause ended before its first day). */
export function rangeDays(range: DateRange): number {
  return Math.max(0, dayNumber(range.endDate) - dayNumber(range.startDate) + 1);
}

export function isPausedOn(date: LocalDate, pauses: readonly DateRange[]): boolean {
  return pauses.some((p) => p.startDate <= date && date <= p.endDate);
}

/**
 * The most paused days that fall in any window of `windowDays` consecutive days. Only windows
 * that start on a pause's first day can be the busiest (sliding a window to the right until
 * its start meets a pause never loses a paused day), so this is O(n^2) in the number of pauses.
 */
export function maxPausedInAnyWindow(pauses: readonly DateRange[], windowDays: number = PAUSE_LIMITS.windowDays): number {
  let best = 0;
  for (const anchor of pauses) {
    if (rangeDays(anchor) === 0) continue;
    const windowStart = dayNumber(anchor.startDate);
    const windowEnd = windowStart + windowDays - 1;
    let total = 0;
    for (const p of pauses) {
      const from = Math.max(dayNumber(p.startDate), windowStart);
      const to = Math.min(dayNumber(p.endDate), windowEnd);
      if (to >= from) total += to - from + 1;
    }
    best = Math.max(best, total);
  }
  return best;
}

export type PauseRequest = { startDate: LocalDate; days: number };
export type PauseCheck = { ok: true; range: DateRange } | { ok: false; message: string };

/**
 * May the member pause `days` days from `startDate`, given their other pauses (ended ones with
 * the days they really covered)? Not in the past, not more than 60 days ahead, not over another
 * pause, and at most 30 paused days in any 90 with it.
 */
export function checkNewPause(request: PauseRequest, today: LocalDate, others: readonly DateRange[]): PauseCheck {
  if (request.startDate < today) return { ok: false, message: PAUSE_MESSAGES.past };
  if (request.startDate > addDays(today, PAUSE_LIMITS.maxStartAhead)) return { ok: false, message: PAUSE_MESSAGES.tooFarAhead };
  const range = { startDate: request.startDate, endDate: addDays(request.startDate, request.days - 1) };
  const live = others.filter((p) => rangeDays(p) > 0);
  if (live.some((p) => p.startDate <= range.endDate && range.startDate <= p.endDate)) return { ok: false, message: PAUSE_MESSAGES.overlap };
  if (maxPausedInAnyWindow([...live, range]) > PAUSE_LIMITS.maxInWindow) return { ok: false, message: PAUSE_MESSAGES.limit };
  return { ok: true, range };
}

/**
 * Ending a pause early: the member is back today, so the pause keeps the days before today (a
 * pause that had not started yet, or started today, then covers no day at all). A pause that
 * already ended cannot end again (null).
 */
export function endPauseEarly(pause: DateRange, today: LocalDate): DateRange | null {
  if (pause.endDate < today) return null;
  const endDate = addDays(today, -1);
  return { startDate: pause.startDate, endDate: endDate < pause.startDate ? addDays(pause.startDate, -1) : endDate };
}
