import { POINTS } from "@/lib/constants";
import {
  behaviorAward,
  fillAward,
  fillText,
  goalCompletedAward,
  goalCompletedRules,
  goalRowAward,
  learningAward,
  learningRowAward,
  mindsetAwards,
  pointsKey,
  rowText,
  streakAward,
  streakPoints,
  badgeAward,
  widgetRowAward,
} from "@/lib/domain/points";

const none = { isVisualizationCompleted: false, isSelfTalkCompleted: false, isFocusCompleted: false };
const all = { isVisualizationCompleted: true, isSelfTalkCompleted: true, isFocusCompleted: true };

describe("goalCompletedAward", () => {
  it("SMART 25 and main 15 once per goal", () => {
    expect(goalCompletedAward({ id: 7, type: "smart2", title: "Run" }, "2026-03-14")).toMatchObject({ source: "smartGoal", points: 25, key: "goal:7" });
    expect(goalCompletedAward({ id: 8, type: "main", title: "Big" }, "2026-03-14")).toMatchObject({ source: "mainGoal", points: 15, key: "goal:8" });
  });
  it("a daily task 10 once per (date, slot), whatever the task id", () => {
    const a = goalCompletedAward({ id: 1, type: "task2", title: "A" }, "2026-03-14");
    const b = goalCompletedAward({ id: 99, type: "task2", title: "B" }, "2026-03-14");
    expect(a).toMatchObject({ source: "dailyTask", points: POINTS.dailyTask, key: "task:2026-03-14:task2" });
    expect(b.key).toBe(a.key);
    expect(goalCompletedAward({ id: 1, type: "task2", title: "A" }, "2026-03-15").key).not.toBe(a.key);
  });
});

describe("mindsetAwards", () => {
  it("awards only the exercises the save turned on", () => {
    const saved = { ...none, isFocusCompleted: true, isSelfTalkCompleted: true };
    const awards = mindsetAwards("2026-03-14", saved, { isFocusCompleted: true });
    expect(awards).toEqual([expect.objectContaining({ source: "mindsetExercise", points: 15, key: "mindset:2026-03-14:focus" })]);
  });
  it("adds the +25 bonus when the save leaves all three done", () => {
    const awards = mindsetAwards("2026-03-14", all, { isVisualizationCompleted: true });
    expect(awards.map((a) => a.key)).toEqual(["mindset:2026-03-14:visualization", "mindset-all:2026-03-14"]);
    expect(awards[1].points).toBe(POINTS.mindsetAllBonus);
  });
  it("a text-only save or turning a flag off awards nothing", () => {
    expect(mindsetAwards("2026-03-14", all, {})).toEqual([]);
    expect(mindsetAwards("2026-03-14", { ...all, isFocusCompleted: false }, { isFocusCompleted: false })).toEqual([]);
  });
});

test("behaviorAward needs some non-blank text; once per date", () => {
  expect(behaviorAward("2026-03-14", ["", "  ", undefined])).toBeNull();
  expect(behaviorAward("2026-03-14", ["", "start", undefined])).toMatchObject({ points: 8, key: pointsKey.behavior("2026-03-14") });
});

test("learning, badge and streak awards", () => {
  expect(learningAward({ id: 3, type: "learned" })).toMatchObject({ source: "learned", points: 5, key: "learning:3" });
  expect(learningAward({ id: 4, type: "accomplished" })).toMatchObject({ source: "accomplished", points: 5, key: "learning:4" });
  expect(badgeAward({ code: "xp-5", name: "Bronze Medal" })).toMatchObject({ points: 20, key: "badge:xp-5" });
  expect(streakAward("2026-03-14", 4)).toBeNull();
  expect(streakAward("2026-03-14", 12)).toMatchObject({ points: 20, key: "streak:2026-03-14" });
});

describe("awards of the row a write saves", () => {
  it("name the saved row's id and title, written out for a known row", () => {
    const award = goalRowAward("smart1", "2026-03-14");
    expect(award.key).toEqual({ parts: ["goal:", ""], columns: ["id"] });
    expect(fillAward(award, { id: 9, title: "Read" })).toEqual({ source: "smartGoal", points: 25, key: "goal:9", reference: "9", description: "SMART goal completed: Read", daily: "smartGoal" });
    expect(fillAward(learningRowAward("accomplished"), { id: 4 })).toEqual(learningAward({ id: 4, type: "accomplished" }));
    expect(fillAward(widgetRowAward("Pomodoro session", 5), { id: 12 })).toEqual({ source: "widget", points: 5, key: "widget:12", reference: "12", description: "Widget: Pomodoro session" });
  });

  it("take a title as it is, whatever characters it holds", () => {
    expect(fillText(rowText`${"title"} (${"id"})`, { id: 2, title: "A $1 %s goal:" })).toBe("A $1 %s goal: (2)");
    expect(fillText("plain", {})).toBe("plain");
  });

  it("a completed goal's rules: one per goal type, due when the saved row is of that type and completed", () => {
    const rules = goalCompletedRules("2026-03-14");
    expect(rules.map((r) => r.if)).toEqual(["main", "smart1", "smart2", "smart3", "task1", "task2", "task3"].map((type) => ({ type, isCompleted: true })));
    expect(rules.find((r) => r.if?.type === "task1")?.award.key).toBe("task:2026-03-14:task1");
  });
});

test("streakPoints = min(floor(streak / 5) * 10, 100)", () => {
  expect([0, 1, 4, 5, 9, 10, 14, 49, 50, 51, 100, 365].map(streakPoints)).toEqual([0, 0, 0, 10, 10, 20, 20, 90, 100, 100, 100, 100]);
  expect(streakPoints(-3)).toBe(0);
});
