// The session-lifecycle and sync timings of docs/product/shell-and-sign-in.md#idle-and-session-lifecycle, #sync-and-refresh and docs/product/shell-and-sign-in.md#idle-and-session-lifecycle, in one
// place for the scheduling rules and their tests. Shared product timings come from lib/constants.
import { TIMINGS } from "@/lib/constants";

const MINUTE = 60_000;

// The periodic data sync (while the page is visible, also the "too soon" skip window) is
// TIMINGS.syncIntervalMs, read directly by the rules.
export const SYNC = {
  /** Visibility/network changes refresh after this long, and visibility at most this often. */
  visibilityThrottleMs: TIMINGS.visibilityThrottleMs,
  /** Waking or reconnecting after longer than this refreshes (or checks the day). */
  wakeAfterMs: TIMINGS.wakeRefreshAfterMs,
  /** Same-day wake: a second silent refresh this long after the first. */
  secondRefreshMs: 2000,
  /** Midnight watcher: within this window before local midnight, schedule the refresh... */
  midnightWindowMs: 10 * MINUTE,
  /** ...this long after midnight... */
  midnightRefreshDelayMs: 10_000,
  /** ...then the force-reset check this long after that refresh. */
  midnightResetDelayMs: 2000,
  /** The shell's own check: every 5 minutes, looking 15 minutes ahead, about 5 s after midnight. */
  shellCheckEveryMs: 5 * MINUTE,
  shellLookAheadMs: 15 * MINUTE,
  shellAfterMidnightMs: 5000,
  /** The sleep detector: checks every 30 s, with a 5-minute look-ahead for midnight. */
  sleepCheckEveryMs: 30_000,
  sleepLookAheadMs: 5 * MINUTE,
  /** An unsaved autosave write is tried again this often while the server is unreachable. */
  autosaveRetryMs: 15_000,
} as const;

export const IDLE = {
  sleepMs: TIMINGS.idleSleepMs,
  warningMs: TIMINGS.idleWarningMs,
  logoutMs: TIMINGS.idleLogoutMs,
} as const;
