import { hasRunningTimer } from "@/components/widgets/shared/timer/running-timer";
import { FLOWTIME_KEY, POMODORO_KEY, TIMEBOXING_KEY } from "@/components/widgets/storage-keys";
import { localKey, writeLocal } from "@/lib/client/local-store";

const ME = 7;
const OTHER = 8;
beforeEach(() => localStorage.clear());

const pomodoro = (runningSince: number | null) => ({ tasks: [], currentTaskId: null, phase: "work", run: { runningSince, elapsedBefore: 0 }, pomodoroCount: 0, tasksCreated: 0 });
const box = (runningSince: number | null) => ({ id: "b1", name: "Essay", duration: 25, completed: false, active: true, remainingTime: 1500, runningSince });
const flow = (isPaused: boolean) => ({ id: "f1", task: "Read", startTime: 1, isRunning: !isPaused, isPaused, pauseStartTime: isPaused ? 2 : null, totalPausedTime: 0, phase: "working", workEndTime: null, breakNotified: false });

test("nothing stored, or only stopped and paused timers: no timer runs", () => {
  expect(hasRunningTimer(ME)).toBe(false);
  writeLocal(ME, POMODORO_KEY, pomodoro(null));
  writeLocal(ME, TIMEBOXING_KEY, { boxes: [box(null)], created: 1 });
  writeLocal(ME, FLOWTIME_KEY, { active: flow(true), sessions: [] });
  expect(hasRunningTimer(ME)).toBe(false);
  writeLocal(ME, FLOWTIME_KEY, { active: null, sessions: [] });
  expect(hasRunningTimer(ME)).toBe(false);
});

test.each([
  ["a Pomodoro phase", POMODORO_KEY, pomodoro(1_700_000_000_000)],
  ["a timebox", TIMEBOXING_KEY, { boxes: [box(null), box(1_700_000_000_000)], created: 2 }],
  ["a Flowtime session, working or on its break", FLOWTIME_KEY, { active: flow(false), sessions: [] }],
])("%s running counts, for its member only", (_, key, state) => {
  writeLocal(ME, key, state);
  expect(hasRunningTimer(ME)).toBe(true);
  expect(hasRunningTimer(OTHER)).toBe(false);
});

test("corrupt or foreign data counts as not running, never throws", () => {
  localStorage.setItem(localKey(ME, POMODORO_KEY), "{not json");
  localStorage.setItem(localKey(ME, TIMEBOXING_KEY), JSON.stringify({ v: 1, data: { boxes: "many" } }));
  localStorage.setItem(localKey(ME, FLOWTIME_KEY), JSON.stringify({ v: 99, data: { active: flow(false) } }));
  expect(hasRunningTimer(ME)).toBe(false);
  writeLocal(ME, POMODORO_KEY, [1, 2]);
  expect(hasRunningTimer(ME)).toBe(false);
});
