/**
 * @jest-environment jsdom
 */
import { IdleTracker, type VisiblePhase } from "@/lib/client/sync/idle-tracker";
import { LAST_SESSION_KEY, readLastSession, readSleepFlags, recordActivity } from "@/lib/client/sync/session-storage";

const S = 1000;
const MIN = 60 * S;
const T0 = Date.parse("2026-03-01T10:00:00Z");

let tracker: IdleTracker;

function make() {
  const phases: VisiblePhase[] = [];
  const onWake = jest.fn();
  const onLogout = jest.fn();
  tracker = new IdleTracker({ userId: 7, now: () => Date.now(), page: () => "/dashboard", onPhase: (p) => phases.push(p), onWake, onLogout });
  tracker.start();
  return { phases, onWake, onLogout };
}

const advance = (ms: number) => jest.advanceTimersByTime(ms);
const move = () => window.dispatchEvent(new MouseEvent("mousemove"));

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
});
afterEach(() => {
  tracker.stop();
  jest.useRealTimers();
});

describe("IdleTracker", () => {
  it("enters sleep mode at 10 minutes, not at 9:59, and remembers the page", () => {
    const { phases } = make();
    advance(9 * MIN + 59 * S);
    expect(phases).toEqual([]);
    expect(readSleepFlags()).toBeNull();
    advance(1 * S);
    expect(phases).toEqual(["sleep"]);
    expect(readSleepFlags()).toEqual({ userId: 7, since: T0, page: "/dashboard" });
  });

  it("activity before 10 minutes restarts the clock", () => {
    const { phases } = make();
    advance(9 * MIN);
    move();
    advance(9 * MIN + 59 * S);
    expect(phases).toEqual([]);
    advance(1 * S);
    expect(phases).toEqual(["sleep"]);
  });

  it("activity wakes sleep mode, records the wake-up and asks for a wake sync", () => {
    const { phases, onWake } = make();
    advance(10 * MIN + S);
    move();
    expect(phases).toEqual(["sleep", "active"]);
    expect(readSleepFlags()).toBeNull();
    expect(readLastSession(7)?.lastWakeAt).toBe(T0 + 10 * MIN + S);
    expect(onWake).toHaveBeenCalledWith(T0);
    // The clock restarted at the wake.
    advance(9 * MIN + 59 * S);
    expect(phases).toEqual(["sleep", "active"]);
  });

  it("shows the warning at 60 minutes and logs out at 65", () => {
    const { phases, onLogout } = make();
    advance(59 * MIN + 59 * S);
    expect(phases).toEqual(["sleep"]);
    advance(1 * S);
    expect(phases).toEqual(["sleep", "warning"]);
    expect(tracker.logoutAt).toBe(T0 + 65 * MIN);
    advance(4 * MIN + 59 * S);
    expect(onLogout).not.toHaveBeenCalled();
    advance(1 * S);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("ignores ordinary activity during the warning; Continue Session cancels the logout", () => {
    const { phases, onLogout } = make();
    advance(62 * MIN);
    move();
    expect(tracker.currentPhase).toBe("warning");
    tracker.continueSession();
    expect(phases.at(-1)).toBe("active");
    advance(10 * MIN);
    expect(onLogout).not.toHaveBeenCalled();
    advance(55 * MIN);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("logs out at once when a check finds more than 65 minutes gone (the machine slept)", () => {
    const { onLogout } = make();
    jest.setSystemTime(T0 + 3 * 60 * MIN);
    tracker.check();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("another tab's activity keeps this tab out of sleep and warning", () => {
    const { phases, onLogout } = make();
    advance(8 * MIN);
    recordActivity(7, Date.now(), "/goals"); // the member works in another tab
    advance(2 * MIN);
    expect(phases).toEqual([]);
    advance(8 * MIN);
    expect(phases).toEqual(["sleep"]);
    // Activity elsewhere ends this tab's sleep without a wake sync.
    recordActivity(7, Date.now(), "/goals");
    window.dispatchEvent(new StorageEvent("storage", { key: LAST_SESSION_KEY }));
    expect(phases).toEqual(["sleep", "active"]);
    advance(60 * MIN);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it("shares its activity with other tabs", () => {
    make();
    advance(3 * MIN);
    move();
    expect(readLastSession(7)?.lastActivityAt).toBe(T0 + 3 * MIN);
  });

  it("ignores another member's stored activity", () => {
    const { phases } = make();
    advance(5 * MIN);
    localStorage.setItem(LAST_SESSION_KEY, JSON.stringify({ userId: 8, lastActivityAt: Date.now() }));
    advance(5 * MIN);
    expect(phases).toEqual(["sleep"]);
  });
});
