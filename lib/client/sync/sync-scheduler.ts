// Keeping the page's data current (docs/product/journal-and-reset.md#day-change, docs/product/shell-and-sign-in.md#sync-and-refresh): the periodic
// sync, refreshes on visibility and network changes, wakes after long absences, the three
// midnight watchers and the day-change flow with its overlay. Framework-free; the rules are in
// rules.ts and useSessionLifecycle drives it.
import type { LocalDate } from "@/lib/domain/day";
import { memberDay } from "@/lib/domain/fair-streak/member-day";
import { decideOnReturn, decideWake, midnightWithin, MIDNIGHT_WATCHERS, refreshDue } from "@/lib/client/sync/rules";
import { SYNC } from "@/lib/client/sync/timings";

/** The overlay's three messages, one per step of the day-change flow (docs/product/journal-and-reset.md#day-change). */
export const DAY_CHANGE_MESSAGES = [
  "Your journal is refreshing...",
  "Preparing your journal for a new day...",
  "Synchronizing data after day change...",
] as const;
export type DayChangeStep = 0 | 1 | 2;

export type SyncDeps = {
  now: () => number;
  /** The member's IANA time zone (from the user query, not the browser). */
  timeZone: () => string;
  /** The hour (0-5) the member's day starts (docs/decisions.md "Fair streaks"); absent: 0. */
  dayStartHour?: () => number;
  isVisible: () => boolean;
  /** False while the browser knows it is offline: the periodic sync waits for the network. */
  isOnline?: () => boolean;
  /** Refetches the synced data sets. */
  refresh: () => Promise<void>;
  /**
   * The day-change flow's first refresh: the journal's data sets without the user, whose
   * not-yet-reset day would open the reset dialog on top of the overlay.
   */
  refreshJournal?: () => Promise<void>;
  /** Refetches everything cached (after a reset every answer may belong to the old day). */
  refreshAll?: () => Promise<void>;
  /** POST /api/force-reset; resolves to resetPerformed. */
  forceReset: () => Promise<boolean>;
  /** Shows the overlay at a step, or hides it (null). */
  onDayChange: (step: DayChangeStep | null) => void;
  /** The connection came back: unsaved writes go out again. */
  onReconnect?: () => void;
  /** Every sleep-detector tick (the idle tracker's own check). */
  onSleepTick?: () => void;
  /** Each overlay message stays at least this long, so it can be read. */
  minStepMs?: number;
  target?: Window;
};

type Watcher = keyof typeof MIDNIGHT_WATCHERS;

const wait = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export class SyncScheduler {
  lastRefreshAt: number | null = null;
  /** The member's local date the page's data belongs to. */
  currentDay: LocalDate;
  private paused = false;
  private stopped = false;
  private dayChangeRunning = false;
  private hiddenAt: number | null = null;
  private offlineAt: number | null = null;
  private lastVisibilityRefreshAt: number | null = null;
  private lastNetworkRefreshAt: number | null = null;
  private lastSleepTickAt: number;
  private planned = new Set<string>();
  private intervals: ReturnType<typeof setInterval>[] = [];
  private timeouts = new Set<ReturnType<typeof setTimeout>>();
  private readonly target: Window;

  constructor(
    private deps: SyncDeps,
    currentDay?: LocalDate,
  ) {
    this.currentDay = currentDay ?? this.today();
    this.lastSleepTickAt = deps.now();
    this.target = deps.target ?? window;
  }

  start(): void {
    this.intervals = [
      setInterval(() => this.syncTick(), MIDNIGHT_WATCHERS.sync.everyMs),
      setInterval(() => this.shellTick(), MIDNIGHT_WATCHERS.shell.everyMs),
      setInterval(() => this.sleepTick(), MIDNIGHT_WATCHERS.sleep.everyMs),
    ];
    this.target.document.addEventListener("visibilitychange", this.onVisibilityChange);
    this.target.addEventListener("online", this.onOnline);
    this.target.addEventListener("offline", this.onOffline);
    // In a task of its own: the first look at the member's zone loads its time zone data, which
    // would lengthen the task that mounts the page (docs/decisions.md "After load, one task each").
    this.later(0, () => {
      for (const watcher of Object.keys(MIDNIGHT_WATCHERS) as Watcher[]) this.planMidnight(watcher);
    });
  }

  stop(): void {
    this.stopped = true;
    this.intervals.forEach(clearInterval);
    this.timeouts.forEach(clearTimeout);
    this.timeouts.clear();
    this.target.document.removeEventListener("visibilitychange", this.onVisibilityChange);
    this.target.removeEventListener("online", this.onOnline);
    this.target.removeEventListener("offline", this.onOffline);
  }

  /** Sleep mode pauses the periodic sync (the midnight watchers keep running). */
  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  /**
   * Refreshes the data unless the last refresh was under 30 s ago; `force` always runs. Once the
   * member's day has moved on, a regular refresh becomes the day-change flow instead.
   */
  async refresh(force = false): Promise<boolean> {
    if (!force && this.today() !== this.currentDay) {
      void this.runDayChange();
      return false;
    }
    const now = this.deps.now();
    if (!refreshDue(now, this.lastRefreshAt, force)) return false;
    this.lastRefreshAt = now;
    await this.deps.refresh();
    return true;
  }

  /** Back after more than 5 minutes: the day-change flow if the day moved on, else silent refreshes. */
  async wake(): Promise<void> {
    if (decideWake(this.deps.now(), this.currentDay, this.deps.timeZone(), this.hour()) === "day-change") {
      return this.runDayChange();
    }
    this.later(SYNC.secondRefreshMs, () => this.refresh(true));
    await this.refresh(true).catch(() => undefined);
  }

  /** Overlay: refresh, reset, refresh again; on any error refresh anyway and hide the overlay. */
  async runDayChange(): Promise<void> {
    if (this.dayChangeRunning) return;
    this.dayChangeRunning = true;
    const step = async (n: DayChangeStep, work: () => Promise<unknown>) => {
      this.deps.onDayChange(n);
      await Promise.all([work(), wait(this.deps.minStepMs ?? 0)]);
    };
    try {
      await step(0, () => this.refreshWith(this.deps.refreshJournal));
      await step(1, () => this.deps.forceReset());
      await step(2, () => this.refreshWith(this.deps.refreshAll));
      this.currentDay = this.today();
    } catch {
      await this.refresh(true).catch(() => undefined);
    } finally {
      this.deps.onDayChange(null);
      this.dayChangeRunning = false;
    }
  }

  /** The force-reset check: the server resets only if the member's day has not been reset yet. */
  async forceResetCheck(): Promise<void> {
    try {
      if (await this.deps.forceReset()) await this.refreshWith(this.deps.refreshAll);
      this.currentDay = this.today();
    } catch {
      await this.refresh(true).catch(() => undefined);
    }
  }

  syncTick(): void {
    const online = this.deps.isOnline?.() ?? true;
    if (!this.paused && online && this.deps.isVisible()) void this.refresh().catch(() => undefined);
    this.planMidnight("sync");
  }

  shellTick(): void {
    this.planMidnight("shell");
  }

  /** Every 30 s: the idle check, midnight 5 minutes ahead, and a gap that means the machine slept. */
  sleepTick(): void {
    const now = this.deps.now();
    const gap = now - this.lastSleepTickAt;
    this.lastSleepTickAt = now;
    this.deps.onSleepTick?.();
    if (this.stopped) return;
    if (gap > SYNC.wakeAfterMs) void this.wake();
    this.planMidnight("sleep");
  }

  /** Plans a watcher's action for the coming midnight once, when it is within its look-ahead. */
  planMidnight(watcher: Watcher): void {
    const { lookAheadMs, afterMs } = MIDNIGHT_WATCHERS[watcher];
    const now = this.deps.now();
    const midnight = midnightWithin(now, this.deps.timeZone(), lookAheadMs, this.hour());
    if (midnight === null || this.planned.has(`${watcher}:${midnight}`)) return;
    this.planned.add(`${watcher}:${midnight}`);
    this.later(midnight + afterMs - now, () => {
      if (this.today() !== this.currentDay) {
        void this.runDayChange();
      } else if (watcher === "sync") {
        // The day change already ran: the sync's own refresh and force-reset check follow.
        void this.refresh(true).catch(() => undefined);
        this.later(SYNC.midnightResetDelayMs, () => this.forceResetCheck());
      }
    });
  }

  private async refreshWith(refresh: (() => Promise<void>) | undefined): Promise<void> {
    this.lastRefreshAt = this.deps.now();
    await (refresh ?? this.deps.refresh)();
  }

  private hour(): number {
    return this.deps.dayStartHour?.() ?? 0;
  }

  private today(): LocalDate {
    return memberDay(new Date(this.deps.now()), this.deps.timeZone(), this.hour());
  }

  private later(ms: number, fn: () => unknown): void {
    const id = setTimeout(() => {
      this.timeouts.delete(id);
      void fn();
    }, ms); // a delay below 0 is 0
    this.timeouts.add(id);
  }

  private readonly onVisibilityChange = (): void => {
    const now = this.deps.now();
    if (!this.deps.isVisible()) {
      this.hiddenAt ??= now;
      return;
    }
    const decision = decideOnReturn(now, this.hiddenAt, this.lastVisibilityRefreshAt);
    this.hiddenAt = null;
    this.act(decision, () => (this.lastVisibilityRefreshAt = now));
  };

  private readonly onOnline = (): void => {
    const now = this.deps.now();
    const decision = decideOnReturn(now, this.offlineAt, this.lastNetworkRefreshAt);
    this.offlineAt = null;
    this.deps.onReconnect?.();
    this.act(decision, () => (this.lastNetworkRefreshAt = now));
  };

  private readonly onOffline = (): void => {
    this.offlineAt ??= this.deps.now();
  };

  private act(decision: ReturnType<typeof decideOnReturn>, markRefreshed: () => void): void {
    if (decision === "wake") {
      markRefreshed();
      void this.wake();
    } else if (decision === "refresh") {
      markRefreshed();
      void this.refresh().catch(() => undefined);
    }
  }
}
