// The streak with rest days, pauses and earned freezes (docs/decisions.md "Fair streaks"), the
// one home of the streak rule: the reset (lib/services/reset/roll-over, the same rule in SQL,
// checked against this file by tests/integration/fair-streak-reset.test.ts), the activation on the
// member's first visit of a day, the zone switch, the badges (which read the stored streak) and
// /stats (which reads each day's stored streak).
//
// State: `streak` days; `freezes` kept (0-2); `through`, the last date the streak's chain is
// settled to (an active day, or a rest / paused / frozen day after one); `lastActiveDate`.
//  - At the reset of `today`, every date after `through` and before `today` is settled: a rest
//    or paused day is excused; any other date is missed. Missed dates are covered by freezes,
//    one each, when there are enough for all of them; otherwise the streak ends (0) and the
//    freezes stay kept. A streak of 0 has nothing to keep and uses no freeze.
//  - The member's first visit of `today`: on a rest or paused day the streak does not change;
//    otherwise it grows by one when the chain reaches yesterday, else it starts again at 1.
//    Growing to a multiple of 7 earns a freeze (at most 2 kept).
import { addDays, type LocalDate } from "@/lib/domain/day";
import { isoWeekday } from "@/lib/domain/stats-range";
import { isPausedOn, type DateRange } from "@/lib/domain/fair-streak/pauses";

export const FREEZE_RULES = { earnEvery: 7, maxKept: 2 } as const;
/** Rest days a member may plan: up to two ISO weekdays (Monday 1 ... Sunday 7). */
export const MAX_REST_DAYS = 2;
/**
 * A gap longer than this always ends the streak (no 90-day window allows more than 30 paused
 * days, and rest days are at most 2 of 7): the reset looks no further back.
 */
export const MAX_SETTLE_DAYS = 45;

export type StreakState = { streak: number; freezes: number; through: LocalDate | null; lastActiveDate: LocalDate | null };

/** What makes a date excused: the member's rest weekdays and pauses. */
export type Excuses = { restDays: readonly number[]; pauses: readonly DateRange[]; recordedRest?: ReadonlyMap<LocalDate, boolean> };

/** Where the streak's chain is settled to: `through`, or the last active day when none was stored yet. */
export function chainEnd(state: StreakState): LocalDate | null {
  return state.through ?? state.lastActiveDate;
}

export function isRestDay(date: LocalDate, restDays: readonly number[]): boolean {
  return restDays.includes(isoWeekday(date));
}

/**
 * Was `date` a rest day for the streak? The flag recorded on that date's journal day at its
 * reset wins (a change of rest days takes effect from the next reset, so a missed day cannot be
 * declared rest afterwards); a date without one follows the current rest weekdays.
 */
export function wasRestDay(date: LocalDate, excuses: Excuses): boolean {
  return excuses.recordedRest?.get(date) ?? isRestDay(date, excuses.restDays);
}

export function isExcused(date: LocalDate, excuses: Excuses): boolean {
  return wasRestDay(date, excuses) || isPausedOn(date, excuses.pauses);
}

export type Settlement = { state: StreakState; frozen: LocalDate[]; ended: boolean; keptStreak: number | null };

/** The reset of `today`: settles every date after `through` and before `today` (see the header). */
export function settleBefore(state: StreakState, today: LocalDate, excuses: Excuses): Settlement {
  const yesterday = addDays(today, -1);
  const end = chainEnd(state);
  if (state.streak <= 0 || end === null || end >= yesterday) return { state, frozen: [], ended: false, keptStreak: null };
  const missed: LocalDate[] = [];
  let gap = 0;
  for (let d = addDays(end, 1); d <= yesterday; d = addDays(d, 1)) {
    if (++gap > MAX_SETTLE_DAYS) return endStreak(state);
    if (!isExcused(d, excuses)) missed.push(d);
  }
  if (missed.length > state.freezes) return endStreak(state);
  return {
    state: { ...state, freezes: state.freezes - missed.length, through: yesterday },
    frozen: missed,
    ended: false,
    keptStreak: missed.length ? state.streak : null,
  };
}

function endStreak(state: StreakState): Settlement {
  return { state: { ...state, streak: 0 }, frozen: [], ended: true, keptStreak: null };
}

/** Freezes after the streak went from `before` to `after` (one per multiple of 7 reached, at most 2 kept). */
export function freezesAfter(freezes: number, before: number, after: number): number {
  const earned = after > before && after % FREEZE_RULES.earnEvery === 0 ? 1 : 0;
  return Math.min(FREEZE_RULES.maxKept, freezes + earned);
}

/** The member's first visit of `today` (after the reset of `today` has settled the dates before it). */
export function activate(state: StreakState, today: LocalDate, excuses: Excuses): StreakState {
  if (state.lastActiveDate !== null && state.lastActiveDate >= today) return state;
  const end = chainEnd(state);
  const through = end !== null && end > today ? end : today;
  if (isExcused(today, excuses)) return { ...state, lastActiveDate: today, through: state.streak > 0 ? through : state.through };
  const chained = state.streak > 0 && end !== null && end >= addDays(today, -1);
  const streak = chained ? state.streak + 1 : 1;
  return { streak, freezes: freezesAfter(state.freezes, state.streak, streak), through, lastActiveDate: today };
}

/**
 * A switch of time zone (or of day start) at the moment the member's date goes from `oldToday`
 * to `newToday`. Dates are never reset twice (the reset claims only dates after lastResetDate),
 * so only the streak needs care: when the new day is ahead, the dates in between never happened
 * for the member, and the day they switched on counts as settled (they are in Reach): the chain
 * moves to the new yesterday when it reached the old yesterday. When the new day is behind
 * ("the day repeats"), nothing changes: that date is settled or active already. A member already
 * active on the day of a switch ahead has lived no new day: the new date counts as visited (no
 * growth, no second streak bonus), so a switch never adds a day.
 */
export function switchClock(state: StreakState, oldToday: LocalDate, newToday: LocalDate): StreakState {
  const end = chainEnd(state);
  if (newToday <= oldToday) return state;
  // Active on the day of the switch (or later, after a switch back): the new date is the same lived day, so it counts as visited
  // already (a switch never adds a day; the next day the member lives grows the streak).
  if (state.lastActiveDate !== null && state.lastActiveDate >= oldToday) {
    if (state.lastActiveDate >= newToday) return state;
    return { ...state, lastActiveDate: newToday, through: state.streak > 0 && end !== null ? (end > newToday ? end : newToday) : state.through };
  }
  if (state.streak <= 0 || end === null) return state;
  if (end < addDays(oldToday, -1)) return state;
  const newYesterday = addDays(newToday, -1);
  return end >= newYesterday ? state : { ...state, through: newYesterday };
}

/** "A freeze kept your 12-day streak" (two freezes: "Freezes kept ..."): the sign-in announcement. */
export function freezeNotice(streak: number, freezesUsed: number): string {
  return `${freezesUsed > 1 ? `${freezesUsed} freezes` : "A freeze"} kept your ${streak}-day streak`;
}
