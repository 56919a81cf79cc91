import { accepted } from "@/components/widgets/shared/outcome-testing";
import { WIDGET_ACHIEVEMENT_LIMITS } from "@/lib/schemas/widgets";
import { TASK_REQUIRED } from "@/components/widgets/shared/outcome";
import { activePriority, addTask, ARCHIVE_LIMIT, deleteTask, isMorning, orderedTasks, PRIORITY_EXISTS, setPriority, startMorning, toggleTask } from "./rules";
import { EARLY_BIRD_EMPTY, type EarlyBirdState } from "./storage";

const NOW = new Date("2026-03-01T08:00:00Z");

function ok(outcome: ReturnType<typeof addTask>) {
  if (!outcome.ok) throw new Error(outcome.refusal.title);
  return outcome;
}

function withTasks(...specs: [string, boolean][]): EarlyBirdState {
  return specs.reduce(
    (s, [id, isPriority], i) => ok(addTask(s, { id, content: id, isPriority, now: NOW.getTime() + i })).state,
    startMorning(EARLY_BIRD_EMPTY, "2026-03-01"),
  );
}

describe("early bird", () => {
  it("morning is before 12:00 in the member's time zone", () => {
    expect(isMorning(new Date("2026-03-01T11:59:59Z"), "UTC")).toBe(true);
    expect(isMorning(new Date("2026-03-01T12:00:00Z"), "UTC")).toBe(false);
    expect(isMorning(new Date("2026-03-01T00:00:00Z"), "UTC")).toBe(true);
    // 20:00 UTC is 09:00 next day in Auckland (NZDT, +13) and 12:00 in Los Angeles (PST, -8).
    expect(isMorning(new Date("2026-03-01T20:00:00Z"), "Pacific/Auckland")).toBe(true);
    expect(isMorning(new Date("2026-03-01T20:00:00Z"), "America/Los_Angeles")).toBe(false);
    expect(isMorning(new Date("2026-03-01T19:59:00Z"), "America/Los_Angeles")).toBe(true);
    // DST in Los Angeles starts 2026-03-08: 11:30 PDT is 18:30 UTC.
    expect(isMorning(new Date("2026-03-08T18:30:00Z"), "America/Los_Angeles")).toBe(true);
    expect(isMorning(new Date("2026-03-08T19:00:00Z"), "America/Los_Angeles")).toBe(false);
    expect(isMorning(new Date("2026-03-01T08:00:00Z"), "Not/AZone")).toBe(true);
  });

  it("refuses blank text and a second open priority task with the spec's toast", () => {
    expect(addTask(EARLY_BIRD_EMPTY, { id: "x", content: " ", isPriority: false, now: 0 })).toEqual({ ok: false, refusal: TASK_REQUIRED });
    const state = withTasks(["p1", true]);
    expect(addTask(state, { id: "p2", content: "p2", isPriority: true, now: 1 })).toEqual({ ok: false, refusal: PRIORITY_EXISTS });
    expect(PRIORITY_EXISTS).toEqual({
      title: "Priority Task Already Exists",
      description: "You can only have one active priority task at a time. Complete your current priority task first.",
    });
    expect(ok(addTask(state, { id: "t", content: "t", isPriority: false, now: 1 })).state.morningTasks).toHaveLength(2);
  });

  it("a completed priority task makes room for a new one; re-opening it then is refused", () => {
    let state = ok(toggleTask(withTasks(["p1", true]), "p1", NOW, "UTC")).state;
    expect(activePriority(state.morningTasks)).toBeUndefined();
    state = ok(addTask(state, { id: "p2", content: "p2", isPriority: true, now: 5 })).state;
    expect(toggleTask(state, "p1", NOW, "UTC")).toEqual({ ok: false, refusal: PRIORITY_EXISTS });
  });

  it("flags an open task as priority only when none is open", () => {
    const state = withTasks(["p1", true], ["t1", false]);
    expect(setPriority(state, "t1", true)).toEqual({ ok: false, refusal: PRIORITY_EXISTS });
    const moved = ok(setPriority(ok(setPriority(state, "p1", false)).state, "t1", true)).state;
    expect(activePriority(moved.morningTasks)?.id).toBe("t1");
  });

  it("a first completion before noon earns 5, the priority task 10; after noon nothing", () => {
    const state = withTasks(["p1", true], ["t1", false]);
    expect(ok(toggleTask(state, "t1", NOW, "UTC")).awards.map((a) => a.points)).toEqual([5]);
    expect(ok(toggleTask(state, "p1", NOW, "UTC")).awards.map((a) => a.points)).toEqual([10]);
    const afternoon = new Date("2026-03-01T12:00:00Z");
    const late = ok(toggleTask(state, "t1", afternoon, "UTC"));
    expect(late.awards).toEqual([]);
    expect(late.state.morningTasks.find((t) => t.id === "t1")).toMatchObject({ completed: true, completedAt: afternoon.getTime() });
    // The same instant is 01:00 the next day in Auckland: still morning there.
    expect(ok(toggleTask(state, "t1", afternoon, "Pacific/Auckland")).awards).toHaveLength(1);
  });

  it("un-checking and checking again earns nothing more", () => {
    let state = ok(toggleTask(withTasks(["t1", false]), "t1", NOW, "UTC")).state;
    state = ok(toggleTask(state, "t1", NOW, "UTC")).state;
    expect(state.morningTasks[0]).toMatchObject({ completed: false, completedAt: null });
    expect(ok(toggleTask(state, "t1", NOW, "UTC")).awards).toEqual([]);
  });

  it("orders priority first, open before completed, then oldest first", () => {
    let state = withTasks(["a", false], ["b", false], ["p", true]);
    state = ok(toggleTask(state, "a", NOW, "UTC")).state;
    expect(orderedTasks(state.morningTasks).map((t) => t.id)).toEqual(["p", "b", "a"]);
  });

  it("a new local day archives the earlier morning by its date and starts empty", () => {
    let state = withTasks(["t1", false]);
    state = { ...state, morningReflection: "slept well", morningIntention: "ship it" };
    expect(startMorning(state, "2026-03-01")).toBe(state);
    const next = startMorning(state, "2026-03-02");
    expect(next).toMatchObject({ date: "2026-03-02", morningTasks: [], morningReflection: "", morningIntention: "" });
    expect(next.archive).toEqual([{ date: "2026-03-01", tasks: state.morningTasks, reflection: "slept well", intention: "ship it" }]);
    // An empty morning leaves no archive entry; the newest morning comes first.
    const third = startMorning(startMorning(next, "2026-03-03"), "2026-03-04");
    expect(third.archive.map((a) => a.date)).toEqual(["2026-03-01"]);
    const withSecond = startMorning({ ...next, morningIntention: "x" }, "2026-03-03");
    expect(withSecond.archive.map((a) => a.date)).toEqual(["2026-03-02", "2026-03-01"]);
  });

  it("a stored date later than today (moved to a zone behind) is kept", () => {
    const state = withTasks(["t1", false]);
    expect(startMorning(state, "2026-02-28")).toBe(state);
  });

  it(`keeps at most ${ARCHIVE_LIMIT} earlier mornings`, () => {
    let state = startMorning(EARLY_BIRD_EMPTY, "2026-01-01");
    for (let day = 2; day <= ARCHIVE_LIMIT + 10; day++) {
      const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      state = startMorning({ ...state, morningIntention: "go" }, date);
    }
    expect(state.archive).toHaveLength(ARCHIVE_LIMIT);
    expect(state.archive[0].date > state.archive[1].date).toBe(true);
  });

  it("keeps the award description short for the longest task text", () => {
    const state = ok(addTask(startMorning(EARLY_BIRD_EMPTY, "2026-03-01"), { id: "l", content: "y".repeat(200), isPriority: false, now: 0 })).state;
    expect(ok(toggleTask(state, "l", NOW, "UTC")).awards[0].description.length).toBeLessThanOrEqual(WIDGET_ACHIEVEMENT_LIMITS.description);
  });

  it("deletes a task", () => {
    expect(accepted(deleteTask(withTasks(["t1", false]), "t1")).morningTasks).toEqual([]);
  });
});
