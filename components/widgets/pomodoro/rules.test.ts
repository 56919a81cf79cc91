import { MINUTE } from "@/components/widgets/shared/timer/clock";
import { addTask, breakAfter, deleteTask, NO_TASK_SELECTED, pause, reset, selectTask, sessionPoints, settle, start, switchPhase, timeLeft, toggleTask, workedToday } from "./rules";
import { POMODORO_EMPTY, type PomodoroState } from "./storage";

const T0 = Date.parse("2026-03-14T09:00:00Z");
const DAY = "2026-03-14";

function ok<S>(outcome: { ok: true; state: S } | { ok: false }): S {
  if (!outcome.ok) throw new Error("refused");
  return outcome.state;
}
const withTask = (): PomodoroState => ok(addTask(POMODORO_EMPTY, "Write report", "t1"));

describe("phases and the timer", () => {
  it("refuses to start work without a task: 'No Task Selected'", () => {
    expect(start(POMODORO_EMPTY, T0)).toEqual({ ok: false, refusal: NO_TASK_SELECTED });
    expect(NO_TASK_SELECTED).toEqual({ title: "No Task Selected", description: "Please select or create a task first." });
  });

  it("a break can start without a task", () => {
    expect(start(switchPhase(POMODORO_EMPTY, "shortBreak"), T0).ok).toBe(true);
  });

  it("counts from timestamps: 25:00, then 10 minutes later 15:00; paused time does not count", () => {
    let s = ok(start(withTask(), T0));
    expect(timeLeft(s, T0)).toBe(25 * MINUTE);
    expect(timeLeft(s, T0 + 10 * MINUTE)).toBe(15 * MINUTE);
    s = pause(s, T0 + 10 * MINUTE);
    expect(timeLeft(s, T0 + 70 * MINUTE)).toBe(15 * MINUTE);
    s = ok(start(s, T0 + 70 * MINUTE));
    expect(timeLeft(s, T0 + 71 * MINUTE + 30_000)).toBe(13.5 * MINUTE);
  });

  it("reset restores the full time of the current phase, paused", () => {
    const s = reset(ok(start(switchPhase(withTask(), "longBreak"), T0)));
    expect(s.phase).toBe("longBreak");
    expect(timeLeft(s, T0 + 5 * MINUTE)).toBe(15 * MINUTE);
  });

  it("choosing a task during a break resets to work; during work it only changes the task", () => {
    const onBreak = ok(start(switchPhase(ok(addTask(withTask(), "Read", "t2")), "shortBreak"), T0));
    const back = selectTask(onBreak, "t2");
    expect(back).toMatchObject({ phase: "work", currentTaskId: "t2", run: { runningSince: null, elapsedBefore: 0 } });
    const working = ok(start(withTask(), T0));
    expect(selectTask(working, "t9")).toMatchObject({ phase: "work", currentTaskId: "t9", run: working.run });
  });

  it("breaks: short after each session, long after every 4th", () => {
    expect([1, 2, 3, 4, 5, 8, 10, 12].map(breakAfter)).toEqual(["shortBreak", "shortBreak", "shortBreak", "longBreak", "shortBreak", "longBreak", "shortBreak", "longBreak"]);
  });
});

describe("settle: the phase ends at zero", () => {
  it("nothing before zero", () => {
    const s = ok(start(withTask(), T0));
    expect(settle(s, T0 + 25 * MINUTE - 1, DAY)).toBeNull();
    expect(settle(pause(s, T0 + MINUTE), T0 + 99 * MINUTE, DAY)).toBeNull();
  });

  it("work ends: paused on the short break at 5:00, the session counted with 10 points dated at the end", () => {
    const s = ok(start(withTask(), T0));
    const r = settle(s, T0 + 25 * MINUTE, DAY)!;
    expect(r.end).toEqual({ ended: "work", next: "shortBreak", at: T0 + 25 * MINUTE });
    expect(r.state).toMatchObject({ phase: "shortBreak", pomodoroCount: 1, totalTimeToday: 25 * MINUTE, today: DAY, run: { runningSince: null } });
    expect(timeLeft(r.state, T0 + 26 * MINUTE)).toBe(5 * MINUTE);
    expect(r.award).toMatchObject({ source: "technique", points: 10, description: "Pomodoro session #1 completed", at: T0 + 25 * MINUTE });
  });

  it("a phase that ended while the page was closed is finished on return, once", () => {
    const s = ok(start(withTask(), T0));
    const r = settle(s, T0 + 8 * 60 * MINUTE, DAY)!;
    expect(r.end.at).toBe(T0 + 25 * MINUTE);
    expect(r.state.pomodoroCount).toBe(1);
    expect(settle(r.state, T0 + 9 * 60 * MINUTE, DAY)).toBeNull(); // the break waits, paused
  });

  it("a break ends back on work, paused, with no points", () => {
    const s = ok(start(switchPhase(withTask(), "shortBreak"), T0));
    const r = settle(s, T0 + 5 * MINUTE, DAY)!;
    expect(r.end).toEqual({ ended: "shortBreak", next: "work", at: T0 + 5 * MINUTE });
    expect(r.state.phase).toBe("work");
    expect(r.award).toBeNull();
    expect(timeLeft(r.state, T0 + 6 * MINUTE)).toBe(25 * MINUTE);
  });

  it("points: session 10, every 4th 15 (with the long break), every 10th 25", () => {
    expect([1, 2, 3, 4, 5, 8, 10, 12, 20, 40].map(sessionPoints)).toEqual([10, 10, 10, 15, 10, 15, 25, 15, 25, 25]);
    const fourth = settle(ok(start({ ...withTask(), pomodoroCount: 3 }, T0)), T0 + 25 * MINUTE, DAY)!;
    expect(fourth.state.phase).toBe("longBreak");
    expect(fourth.award).toMatchObject({ points: 15, source: "achievement" });
    expect(timeLeft(fourth.state, T0 + 30 * MINUTE)).toBe(15 * MINUTE);
  });

  it("today's work time starts again on a new local day", () => {
    const s = { ...ok(start(withTask(), T0)), totalTimeToday: 50 * MINUTE, today: "2026-03-13" };
    expect(workedToday(s, DAY)).toBe(0);
    expect(settle(s, T0 + 25 * MINUTE, DAY)!.state.totalTimeToday).toBe(25 * MINUTE);
    expect(workedToday({ ...s, today: DAY }, DAY)).toBe(50 * MINUTE);
  });
});

describe("tasks", () => {
  it("blank names are ignored", () => {
    expect(addTask(POMODORO_EMPTY, "   ", "x")).toEqual({ ok: true, state: POMODORO_EMPTY, awards: [] });
  });

  it("creating: the first task 3, every 5th 5, others nothing; the first becomes the current task", () => {
    let s = POMODORO_EMPTY;
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const o = addTask(s, `Task ${i}`, `t${i}`);
      if (!o.ok) throw new Error();
      points.push(o.awards.reduce((sum, a) => sum + a.points, 0));
      s = o.state;
    }
    expect(points).toEqual([3, 0, 0, 0, 5, 0, 0, 0, 0, 5]);
    expect(s.currentTaskId).toBe("t1");
    expect(s.tasks[0]).toEqual({ id: "t1", name: "Task 1", completed: false, rewarded: false });
  });

  it("completing a task gives 5 once; unchecking and checking again gives nothing; the current task is released", () => {
    const done1 = toggleTask(withTask(), "t1");
    if (!done1.ok) throw new Error();
    expect(done1.awards).toEqual([expect.objectContaining({ source: "task", points: 5 })]);
    expect(done1.state.currentTaskId).toBeNull();
    const undone = ok(toggleTask(done1.state, "t1"));
    const again = toggleTask(undone, "t1");
    expect(again.ok && again.awards).toEqual([]);
  });

  it("deleting the current task clears the choice", () => {
    expect(ok(deleteTask(withTask(), "t1"))).toMatchObject({ tasks: [], currentTaskId: null });
  });
});
