/**
 * @jest-environment jsdom
 */
import { SyncScheduler, type DayChangeStep, type SyncDeps } from "@/lib/client/sync/sync-scheduler";

const S = 1000;
const MIN = 60 * S;
const TZ = "Pacific/Auckland"; // UTC+13 in March: local midnight is 11:00Z
const MIDNIGHT = Date.parse("2026-03-01T11:00:00Z");

let visible = true;
let scheduler: SyncScheduler;

function setVisibility(next: boolean) {
  visible = next;
  document.dispatchEvent(new Event("visibilitychange"));
}

function make(at: number, overrides: Partial<SyncDeps> = {}, day?: string) {
  jest.setSystemTime(at);
  const steps: (DayChangeStep | null)[] = [];
  const deps = {
    now: () => Date.now(),
    timeZone: () => TZ,
    isVisible: () => visible,
    refresh: jest.fn(async () => {}),
    refreshAll: jest.fn(async () => {}),
    forceReset: jest.fn(async () => true),
    onDayChange: (step: DayChangeStep | null) => steps.push(step),
    onReconnect: jest.fn(),
    onSleepTick: jest.fn(),
    minStepMs: 0,
    ...overrides,
  };
  scheduler = new SyncScheduler(deps, day);
  return { deps, steps };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  visible = true;
});
afterEach(() => {
  scheduler?.stop();
  jest.useRealTimers();
});

describe("refresh", () => {
  it("skips a regular refresh under 30 s after the last, never a forced one", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    await scheduler.refresh();
    await advance(29 * S);
    await scheduler.refresh();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await scheduler.refresh(true);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
    await advance(31 * S);
    await scheduler.refresh();
    expect(deps.refresh).toHaveBeenCalledTimes(3);
  });
});

describe("periodic sync", () => {
  it("refreshes every 30 s while visible and awake", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    await advance(29 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(0);
    await advance(1 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await advance(30 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
  });

  it("does not sync while the browser is offline", async () => {
    let online = false;
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN, { isOnline: () => online });
    scheduler.start();
    await advance(60 * S);
    expect(deps.refresh).not.toHaveBeenCalled();
    online = true;
    await advance(30 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it("does not sync while hidden or in sleep mode", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    visible = false;
    await advance(90 * S);
    expect(deps.refresh).not.toHaveBeenCalled();
    visible = true;
    scheduler.setPaused(true);
    await advance(90 * S);
    expect(deps.refresh).not.toHaveBeenCalled();
  });
});

describe("visibility and network changes", () => {
  it("refreshes on visibility at most once per 60 s (59 s no, 61 s yes)", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    scheduler.setPaused(true); // keeps the periodic sync out of the counts
    setVisibility(false);
    setVisibility(true);
    await advance(0);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await advance(59 * S);
    setVisibility(false);
    setVisibility(true);
    await advance(0);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await advance(2 * S);
    setVisibility(false);
    setVisibility(true);
    await advance(0);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
  });

  it("a return after more than 5 minutes away refreshes twice, 2 s apart, on the same day", async () => {
    const { deps, steps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    setVisibility(false);
    await advance(5 * MIN + S);
    setVisibility(true);
    await advance(0);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await advance(2 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
    expect(deps.forceReset).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it("a return after exactly 5 minutes is not a wake", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    setVisibility(false);
    await advance(5 * MIN);
    setVisibility(true);
    await advance(2 * S);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it("a return across the member's midnight runs the day-change flow with its overlay", async () => {
    const { deps, steps } = make(MIDNIGHT - 3 * MIN);
    scheduler.start();
    setVisibility(false);
    jest.setSystemTime(MIDNIGHT + 4 * MIN); // the machine slept: no timers ran
    setVisibility(true);
    await advance(0);
    expect(steps).toEqual([0, 1, 2, null]);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
    expect(deps.refreshAll).toHaveBeenCalledTimes(1);
    expect(scheduler.currentDay).toBe("2026-03-02");
  });

  it("coming back online resends writes, and after more than 5 minutes offline wakes", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    window.dispatchEvent(new Event("offline"));
    await advance(5 * MIN + S);
    jest.mocked(deps.refresh).mockClear();
    window.dispatchEvent(new Event("online"));
    await advance(2 * S);
    expect(deps.onReconnect).toHaveBeenCalledTimes(1);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
  });
});

describe("day-change flow", () => {
  it("shows each message while it refreshes, resets and refreshes again", async () => {
    const order: string[] = [];
    const { steps } = make(MIDNIGHT + MIN, {
      refresh: async () => void order.push(`refresh@${steps.at(-1)}`),
      refreshJournal: async () => void order.push(`refreshJournal@${steps.at(-1)}`),
      forceReset: async () => (order.push(`reset@${steps.at(-1)}`), true),
      refreshAll: async () => void order.push(`refreshAll@${steps.at(-1)}`),
    });
    await scheduler.runDayChange();
    expect(order).toEqual(["refreshJournal@0", "reset@1", "refreshAll@2"]);
  });

  it("a regular refresh after the member's midnight runs the day change instead", async () => {
    const refreshJournal = jest.fn(async () => {});
    const { deps, steps } = make(MIDNIGHT - MIN, { refreshJournal }, "2026-03-01");
    jest.setSystemTime(MIDNIGHT + S);
    await scheduler.refresh();
    await advance(0);
    expect(steps).toEqual([0, 1, 2, null]);
    expect(deps.refresh).not.toHaveBeenCalled(); // the user is refetched only after the reset
    expect(refreshJournal).toHaveBeenCalledTimes(1);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
  });

  it("keeps each message up for the minimum step time", async () => {
    const { steps } = make(MIDNIGHT + MIN, { minStepMs: 700 });
    const run = scheduler.runDayChange();
    await advance(699);
    expect(steps).toEqual([0]);
    await advance(1);
    expect(steps).toEqual([0, 1]);
    await advance(1400);
    await run;
    expect(steps).toEqual([0, 1, 2, null]);
  });

  it("on an error still refreshes and hides the overlay", async () => {
    const { deps, steps } = make(MIDNIGHT + MIN, { forceReset: jest.fn(async () => Promise.reject(new Error("503"))) }, "2026-03-01");
    await scheduler.runDayChange();
    expect(steps).toEqual([0, 1, null]);
    expect(deps.refresh).toHaveBeenCalledTimes(2);
    expect(scheduler.currentDay).toBe("2026-03-01");
  });
});

describe("midnight watchers (member's midnight in Auckland)", () => {
  it("sync: within 10 minutes, refresh 10 s after midnight, force-reset check 2 s later", async () => {
    const { deps } = make(MIDNIGHT - 10 * MIN);
    scheduler.planMidnight("sync");
    scheduler.currentDay = "2026-03-02"; // the shell's check already ran the day change
    await advance(10 * MIN + 10 * S - 1);
    expect(deps.refresh).not.toHaveBeenCalled();
    await advance(1);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await advance(2 * S - 1);
    expect(deps.forceReset).not.toHaveBeenCalled();
    await advance(1);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
    expect(deps.refreshAll).toHaveBeenCalledTimes(1);
  });

  it("sync: when no day change ran yet, runs it 10 s after midnight", async () => {
    const { deps, steps } = make(MIDNIGHT - 10 * MIN);
    scheduler.planMidnight("sync");
    await advance(10 * MIN + 10 * S);
    expect(steps).toEqual([0, 1, 2, null]);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
    await advance(10 * S);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
  });

  it("sync: more than 10 minutes ahead plans nothing", async () => {
    const { deps } = make(MIDNIGHT - 10 * MIN - S);
    scheduler.planMidnight("sync");
    await advance(20 * MIN);
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.forceReset).not.toHaveBeenCalled();
  });

  it("shell: checks every 5 minutes, 15 ahead, and runs the day change about 5 s after midnight", async () => {
    visible = false; // keeps the periodic sync out of the counts
    const { steps } = make(MIDNIGHT - 20 * MIN + S);
    scheduler.start();
    await advance(5 * MIN); // 14:59 before midnight: the shell check plans it
    await advance(14 * MIN + 59 * S + 4 * S);
    expect(steps).toEqual([]);
    await advance(1 * S);
    expect(steps).toEqual([0, 1, 2, null]);
    expect(scheduler.currentDay).toBe("2026-03-02");
  });

  it("sleep detector: 5 minutes ahead, and one plan per midnight", async () => {
    const { steps } = make(MIDNIGHT - 5 * MIN - S);
    scheduler.planMidnight("sleep");
    scheduler.planMidnight("sleep");
    await advance(10 * MIN);
    expect(steps).toEqual([]);
    jest.setSystemTime(MIDNIGHT - 5 * MIN);
    scheduler.planMidnight("sleep");
    scheduler.planMidnight("sleep");
    await advance(5 * MIN + 5 * S);
    expect(steps).toEqual([0, 1, 2, null]);
  });

  it("runs the day change only once when several watchers fire", async () => {
    const { deps } = make(MIDNIGHT - 2 * MIN);
    scheduler.planMidnight("shell");
    scheduler.planMidnight("sleep");
    await advance(3 * MIN);
    expect(deps.forceReset).toHaveBeenCalledTimes(1);
  });
});

describe("sleep detector", () => {
  it("ticks the idle check every 30 s", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    await advance(30 * S);
    expect(deps.onSleepTick).toHaveBeenCalledTimes(1);
  });

  it("treats a gap of more than 5 minutes between ticks as a wake", async () => {
    const { deps } = make(MIDNIGHT - 5 * 60 * MIN);
    scheduler.start();
    await advance(30 * S);
    jest.mocked(deps.refresh).mockClear();
    jest.setSystemTime(Date.now() + 6 * MIN); // the machine slept: no timers ran
    await advance(30 * S);
    expect(deps.refresh).toHaveBeenCalled();
  });
});
