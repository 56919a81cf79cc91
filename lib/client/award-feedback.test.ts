import { awardFeedback, CAP_REACHED_MESSAGE } from "@/lib/client/award-feedback";
import type { WidgetAchievementResult } from "@/lib/schemas/widgets";

const answer = (points: number, requestedPoints: number, pointsAwarded = points, recorded = true): WidgetAchievementResult => ({
  recorded,
  pointsAwarded,
  achievement: recorded
    ? { id: 1, type: "widget", source: "task", points, requestedPoints, description: "GTD: captured", localDate: "2026-05-11", dateCreated: "2026-05-11T09:00:00.000Z" }
    : null,
});

describe("awardFeedback", () => {
  it("shows the points the server gave: a small award as a toast, a bigger one as the celebration", () => {
    expect(awardFeedback("task", answer(2, 2))).toEqual({ show: "toast", points: 2, capReached: false });
    expect(awardFeedback("task", answer(5, 5))).toEqual({ show: "toast", points: 5, capReached: false });
    expect(awardFeedback("task", answer(8, 8))).toEqual({ show: "celebration", points: 8, capReached: false });
  });

  it("celebrates a session or a milestone however small", () => {
    expect(awardFeedback("technique", answer(5, 5)).show).toBe("celebration");
    expect(awardFeedback("achievement", answer(5, 5)).show).toBe("celebration");
  });

  it("celebrates a small award that unlocked a badge, with the badge's points", () => {
    expect(awardFeedback("task", answer(2, 2, 22))).toEqual({ show: "celebration", points: 22, capReached: false });
  });

  it("after the cap: no points shown, the cap reached; a partly capped award shows what it got", () => {
    expect(awardFeedback("task", answer(0, 8))).toEqual({ show: "none", points: 0, capReached: true });
    expect(awardFeedback("task", answer(3, 8))).toEqual({ show: "toast", points: 3, capReached: true });
    // The 25th achievement still earns Focus Pro at 0 points of its own.
    expect(awardFeedback("task", answer(0, 2, 20))).toEqual({ show: "celebration", points: 20, capReached: true });
  });

  it("says nothing for a retry the server had recorded, or without an answer", () => {
    expect(awardFeedback("task", answer(0, 2, 0, false))).toEqual({ show: "none", points: 0, capReached: false });
    expect(awardFeedback("task", null)).toEqual({ show: "none", points: 0, capReached: false });
  });

  it("words the cap as decided", () => {
    expect(CAP_REACHED_MESSAGE).toBe("Today's 200 widget points are reached: your progress is saved");
  });
});
