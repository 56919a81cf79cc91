import { TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { MINUTE } from "@/components/widgets/shared/timer/clock";
import { breakTime, cancelSession, completeSession, doneWorking, pauseSession, recommendedBreak, resumeSession, SESSION_ACTIVE, sessionPoints, sessionsOn, settleBreak, startSession, workTime } from "./rules";
import { FLOWTIME_EMPTY, type FlowtimeState } from "./storage";

const T0 = Date.parse("2026-03-14T09:00:00Z");
function ok(o: { ok: true; state: FlowtimeState } | { ok: false }): FlowtimeState {
  if (!o.ok) throw new Error("refused");
  return o.state;
}
const started = () => ok(startSession(FLOWTIME_EMPTY, " Write chapter ", "f1", T0));

describe("starting", () => {
  it("needs a task", () => expect(startSession(FLOWTIME_EMPTY, "  ", "f1", T0)).toEqual({ ok: false, refusal: TASK_REQUIRED }));
  it("refuses a second session: 'Please finish or cancel your current session before starting a new one.'", () => {
    expect(startSession(started(), "Other", "f2", T0)).toEqual({ ok: false, refusal: SESSION_ACTIVE });
    expect(SESSION_ACTIVE).toEqual({ title: "Session Already Active", description: "Please finish or cancel your current session before starting a new one." });
  });
  it("starts working on the trimmed task", () =>
    expect(started().active).toMatchObject({ task: "Write chapter", startTime: T0, isRunning: true, isPaused: false, phase: "working", totalPausedTime: 0 }));
});

describe("working", () => {
  it("keeps counting from the start; pauses are left out", () => {
    let s = started();
    expect(workTime(s.active!, T0 + 40 * MINUTE)).toBe(40 * MINUTE);
    s = pauseSession(s, T0 + 40 * MINUTE);
    expect(s.active).toMatchObject({ isPaused: true, isRunning: false, pauseStartTime: T0 + 40 * MINUTE });
    expect(workTime(s.active!, T0 + 90 * MINUTE)).toBe(40 * MINUTE);
    s = resumeSession(s, T0 + 60 * MINUTE);
    expect(s.active!.totalPausedTime).toBe(20 * MINUTE);
    expect(workTime(s.active!, T0 + 70 * MINUTE)).toBe(50 * MINUTE);
  });

  it("the recommended break: about 20% of the work, rounded up to 5 minutes, growing with the work", () => {
    expect([0, 1, 25, 26, 50, 51, 90].map((m) => recommendedBreak(m * MINUTE) / MINUTE)).toEqual([0, 5, 5, 10, 10, 15, 20]);
    // Whole minutes worked: 50 minutes and 59 seconds is 50 minutes (10), under a minute is none.
    expect(recommendedBreak(51 * MINUTE - 1000) / MINUTE).toBe(10);
    expect(recommendedBreak(59_000)).toBe(0);
  });
});

describe("break and completion", () => {
  it("Done Working stops the work and starts the break; a pause in progress ends at its start", () => {
    const paused = pauseSession(started(), T0 + 30 * MINUTE);
    const s = doneWorking(paused, T0 + 45 * MINUTE);
    expect(s.active).toMatchObject({ phase: "break", workEndTime: T0 + 30 * MINUTE, isPaused: false });
    expect(workTime(s.active!, T0 + 99 * MINUTE)).toBe(30 * MINUTE);
    expect(breakTime(s.active!, T0 + 36 * MINUTE)).toBe(6 * MINUTE);
    expect(resumeSession(s, T0 + 50 * MINUTE)).toEqual(s);
  });

  it("the bell when the recommended break is over, once, also after the page was closed", () => {
    const s = doneWorking(started(), T0 + 50 * MINUTE); // 10-minute break
    expect(settleBreak(s, T0 + 60 * MINUTE - 1)).toBeNull();
    const r = settleBreak(s, T0 + 3 * 60 * MINUTE)!;
    expect(r.at).toBe(T0 + 60 * MINUTE);
    expect(settleBreak(r.state, T0 + 4 * 60 * MINUTE)).toBeNull();
    expect(settleBreak(started(), T0 + 99 * MINUTE)).toBeNull();
  });

  it("complete stores the session with its work and break time and asks for its points", () => {
    const s = doneWorking(started(), T0 + 50 * MINUTE);
    const o = completeSession(s, T0 + 60 * MINUTE);
    if (!o.ok) throw new Error();
    expect(o.state.active).toBeNull();
    expect(o.state.sessions).toEqual([{ id: "f1", task: "Write chapter", startTime: T0, endTime: T0 + 60 * MINUTE, totalWorkTime: 50 * MINUTE, totalBreakTime: 10 * MINUTE, completed: true }]);
    expect(o.awards).toEqual([expect.objectContaining({ source: "technique", points: 10, at: T0 + 60 * MINUTE })]);
    expect(sessionsOn(o.state, "2026-03-14", "UTC")).toEqual({ count: 1, workMs: 50 * MINUTE });
    expect(sessionsOn(o.state, "2026-03-14", "Pacific/Kiritimati")).toEqual({ count: 0, workMs: 0 }); // already the 15th there
  });

  it.each([
    [4, 0],
    [5, 5],
    [10, 6],
    [95, 14],
    [300, 20],
  ])("a session of %i work minutes gives %i points", (minutes, points) => expect(sessionPoints(minutes * MINUTE)).toBe(points));

  it("cancel discards the session", () => expect(cancelSession(started())).toEqual(FLOWTIME_EMPTY));
});
