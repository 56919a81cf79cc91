// Pure time helpers of the timer widgets: every timer is computed from stored timestamps
// (start, paused time), never by counting ticks, so a hidden tab, a sleeping laptop or a reload
// never changes the time.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;

/** A run of a timer: time banked by earlier runs, plus the current run when running. */
export type Run = { runningSince: number | null; elapsedBefore: number };

export const STOPPED: Run = { runningSince: null, elapsedBefore: 0 };

export function elapsed(run: Run, now: number): number {
  return run.elapsedBefore + (run.runningSince === null ? 0 : Math.max(0, now - run.runningSince));
}

export const startRun = (run: Run, now: number): Run => (run.runningSince === null ? { ...run, runningSince: now } : run);
export const pauseRun = (run: Run, now: number): Run => (run.runningSince === null ? run : { runningSince: null, elapsedBefore: elapsed(run, now) });

/** When a running countdown of `total` ms reaches zero (null while paused). */
export const endsAt = (run: Run, total: number): number | null => (run.runningSince === null ? null : run.runningSince + total - run.elapsedBefore);

/** Remaining ms of a countdown of `total` ms, never below 0. */
export const remaining = (run: Run, total: number, now: number): number => Math.max(0, total - elapsed(run, now));

/** 'MM:SS', or 'H:MM:SS' from an hour on; a part-second counts as a whole one (25:00 shows until a full second passed). */
export function formatClock(ms: number, round: "up" | "down" = "up"): string {
  const total = round === "up" ? Math.ceil(Math.max(0, ms) / SECOND) : Math.floor(Math.max(0, ms) / SECOND);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** '25 min', '1h', '1h 5m' for a number of minutes. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h}h ${m}m` : `${h}h`;
}
