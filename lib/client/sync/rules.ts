// Pure scheduling rules of the session lifecycle (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle, #sync-and-refresh, docs/product/journal-and-reset.md#day-change).
// Every function takes `now` (epoch
// ms) and, where days matter, the member's IANA time zone: days are the member's, never the
// browser's.
import type { LocalDate } from "@/lib/domain/day";
import { memberDay, nextDayStart } from "@/lib/domain/fair-streak/member-day";
import { IDLE, SYNC } from "@/lib/client/sync/timings";
import { TIMINGS } from "@/lib/constants";

/** A regular refresh is skipped when the last one was under 30 s ago; a forced one always runs. */
export function refreshDue(now: number, lastRefreshAt: number | null, force = false): boolean {
  return force || lastRefreshAt === null || now - lastRefreshAt >= TIMINGS.syncIntervalMs;
}

export type ReturnDecision = "wake" | "refresh" | "none";

/**
 * The page became visible again, or the network came back. Away for more than 5 minutes: a wake
 * (refresh, or the day-change flow). Otherwise a regular refresh when more than 60 s have passed
 * since the last one this kind of event ran (visibility refreshes at most once per 60 s).
 */
export function decideOnReturn(now: number, awaySince: number | null, lastEventRefreshAt: number | null): ReturnDecision {
  if (awaySince !== null && now - awaySince > SYNC.wakeAfterMs) return "wake";
  if (lastEventRefreshAt === null || now - lastEventRefreshAt > SYNC.visibilityThrottleMs) return "refresh";
  return "none";
}

export type WakeAction = "day-change" | "refresh";

/** On a wake: when the member's day (their zone and day start hour) moved on since `lastDay`, the day-change flow. */
export function decideWake(now: number, lastDay: LocalDate, timeZone: string, dayStartHour = 0): WakeAction {
  return memberDay(new Date(now), timeZone, dayStartHour) !== lastDay ? "day-change" : "refresh";
}

/** A wake counts only after more than 5 minutes away or asleep. */
export const isLongAbsence = (now: number, since: number) => now - since > SYNC.wakeAfterMs;

export type IdlePhase = "active" | "sleep" | "warning" | "logout";

/** Sleep mode at 10 minutes without activity, the warning at 60, auto-logout at 65. */
export function idlePhase(idleMs: number): IdlePhase {
  if (idleMs >= IDLE.logoutMs) return "logout";
  if (idleMs >= IDLE.warningMs) return "warning";
  if (idleMs >= IDLE.sleepMs) return "sleep";
  return "active";
}

/** Milliseconds until the idle phase next changes, or null once at logout. */
export function msToNextIdlePhase(idleMs: number): number | null {
  const next = [IDLE.sleepMs, IDLE.warningMs, IDLE.logoutMs].find((boundary) => idleMs < boundary);
  return next === undefined ? null : next - idleMs;
}

/**
 * Epoch ms of the start of the member's next day after `now` (DST-aware): local midnight, or the
 * member's day start hour (docs/decisions.md "Fair streaks"). The watchers call it "midnight".
 */
export function nextLocalMidnight(now: number, timeZone: string, dayStartHour = 0): number {
  return nextDayStart(new Date(now), { timeZone, dayStartHour }).getTime();
}

/** The next day start when it falls within `lookAheadMs` of now, else null. */
export function midnightWithin(now: number, timeZone: string, lookAheadMs: number, dayStartHour = 0): number | null {
  const midnight = nextLocalMidnight(now, timeZone, dayStartHour);
  return midnight - now <= lookAheadMs ? midnight : null;
}

/** Where each watcher looks ahead for midnight and how long after it its action runs. */
export const MIDNIGHT_WATCHERS = {
  /** Periodic sync: refresh 10 s after midnight, then the force-reset check 2 s later. */
  sync: { everyMs: TIMINGS.syncIntervalMs, lookAheadMs: SYNC.midnightWindowMs, afterMs: SYNC.midnightRefreshDelayMs },
  /** The shell's own check: every 5 minutes, 15 minutes ahead, about 5 s after midnight. */
  shell: { everyMs: SYNC.shellCheckEveryMs, lookAheadMs: SYNC.shellLookAheadMs, afterMs: SYNC.shellAfterMidnightMs },
  /** The sleep detector: every 30 s, 5 minutes ahead. */
  sleep: { everyMs: SYNC.sleepCheckEveryMs, lookAheadMs: SYNC.sleepLookAheadMs, afterMs: SYNC.shellAfterMidnightMs },
} as const;
