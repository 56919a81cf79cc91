import { MINUTE } from "@/components/widgets/shared/timer/clock";
import { activeBox, ALREADY_ACTIVE, BAD_DURATION, completionPoints, createBox, deleteBox, editBox, msLeft, NAME_REQUIRED, NOT_EDITABLE, pauseBox, settleBoxes, startBox, stopBox, TIMEBOX_LIMITS } from "./rules";
import { TIMEBOXING_EMPTY, type TimeboxingState } from "./storage";

const T0 = Date.parse("2026-03-14T09:00:00Z");
function ok(o: { ok: true; state: TimeboxingState } | { ok: false }): TimeboxingState {
  if (!o.ok) throw new Error("refused");
  return o.state;
}
const two = () => ok(createBox(ok(createBox(TIMEBOXING_EMPTY, { name: "Email", duration: 30 }, "a")), { name: "Plan", duration: 10 }, "b"));

describe("creating", () => {
  it("refuses a blank name: 'Please enter a name for your timebox.'", () => {
    expect(createBox(TIMEBOXING_EMPTY, { name: "  ", duration: 15 }, "a")).toEqual({ ok: false, refusal: NAME_REQUIRED });
    expect(NAME_REQUIRED.description).toBe("Please enter a name for your timebox.");
  });
  it.each([0, 121, 2.5, NaN, -3])("refuses a duration of %p minutes", (duration) => {
    expect(createBox(TIMEBOXING_EMPTY, { name: "x", duration }, "a")).toEqual({ ok: false, refusal: BAD_DURATION });
  });
  it("accepts 1 to 120 minutes, 15 by default", () => {
    expect(TIMEBOX_LIMITS.defaultMinutes).toBe(15);
    for (const duration of [1, 15, 120]) expect(createBox(TIMEBOXING_EMPTY, { name: "x", duration }, "a").ok).toBe(true);
  });
  it("points: 5 for the first, 10 every 5th, else 2", () => {
    let s = TIMEBOXING_EMPTY;
    const points: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const o = createBox(s, { name: `Box ${i}`, duration: 15 }, `b${i}`);
      if (!o.ok) throw new Error();
      points.push(o.awards[0].points);
      s = o.state;
    }
    expect(points).toEqual([5, 2, 2, 2, 10, 2, 2, 2, 2, 10]);
    expect(s.boxes[0]).toEqual({ id: "b1", name: "Box 1", duration: 15, completed: false, active: false, remainingTime: 900, runningSince: null });
  });
});

describe("running", () => {
  it("start, pause and resume count from timestamps", () => {
    let s = ok(startBox(two(), "a", T0));
    expect(msLeft(s.boxes[0], T0 + 10 * MINUTE)).toBe(20 * MINUTE);
    s = pauseBox(s, "a", T0 + 10 * MINUTE);
    expect(s.boxes[0]).toMatchObject({ active: true, runningSince: null, remainingTime: 1200 });
    expect(msLeft(s.boxes[0], T0 + 99 * MINUTE)).toBe(20 * MINUTE);
    s = ok(startBox(s, "a", T0 + 100 * MINUTE));
    expect(msLeft(s.boxes[0], T0 + 105 * MINUTE)).toBe(15 * MINUTE);
  });

  it("only one active at a time, paused or not; stopping frees the slot with the full time back", () => {
    const s = ok(startBox(two(), "a", T0));
    expect(startBox(s, "b", T0 + 1)).toEqual({ ok: false, refusal: ALREADY_ACTIVE });
    expect(startBox(pauseBox(s, "a", T0 + MINUTE), "b", T0 + MINUTE)).toEqual({ ok: false, refusal: ALREADY_ACTIVE });
    const stopped = stopBox(s, "a");
    expect(activeBox(stopped)).toBeNull();
    expect(stopped.boxes[0]).toMatchObject({ remainingTime: 1800, runningSince: null });
    expect(activeBox(ok(startBox(stopped, "b", T0 + 2)))?.id).toBe("b");
  });

  it("completes at zero: completed, inactive, the points 5 + min(15, floor(duration / 10)) dated at the end", () => {
    const s = ok(startBox(two(), "a", T0));
    expect(settleBoxes(s, T0 + 30 * MINUTE - 1)).toBeNull();
    const r = settleBoxes(s, T0 + 2 * 60 * MINUTE)!; // the tab was closed meanwhile
    expect(r.state.boxes[0]).toMatchObject({ completed: true, active: false, runningSince: null, remainingTime: 0 });
    expect(r.award).toMatchObject({ source: "technique", points: 8, at: T0 + 30 * MINUTE });
    expect(settleBoxes(r.state, T0 + 3 * 60 * MINUTE)).toBeNull();
    expect(startBox(r.state, "a", T0).ok && startBox(r.state, "a", T0)).toMatchObject({ state: r.state });
  });

  it.each([
    [1, 5],
    [9, 5],
    [10, 6],
    [45, 9],
    [120, 17],
  ])("completion points of a %i-minute box: %i", (duration, points) => expect(completionPoints(duration)).toBe(points));
  it("the bonus stops at 15", () => expect(completionPoints(200)).toBe(20));
});

describe("editing and deleting", () => {
  it("edits only while neither active nor completed; the time follows the new duration", () => {
    const s = two();
    expect(ok(editBox(s, "b", { name: " Plan week ", duration: 20 })).boxes[1]).toMatchObject({ name: "Plan week", duration: 20, remainingTime: 1200 });
    const running = ok(startBox(s, "b", T0));
    expect(editBox(running, "b", { name: "x", duration: 5 })).toEqual({ ok: false, refusal: NOT_EDITABLE });
    const completed = settleBoxes(running, T0 + 10 * MINUTE)!.state;
    expect(editBox(completed, "b", { name: "x", duration: 5 })).toEqual({ ok: false, refusal: NOT_EDITABLE });
    expect(editBox(s, "b", { name: "", duration: 5 })).toEqual({ ok: false, refusal: NAME_REQUIRED });
    expect(editBox(s, "b", { name: "x", duration: 500 })).toEqual({ ok: false, refusal: BAD_DURATION });
  });
  it("deletes any box", () => expect(ok(deleteBox(ok(startBox(two(), "a", T0)), "a")).boxes.map((b) => b.id)).toEqual(["b"]));
});
