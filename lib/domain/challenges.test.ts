import {
  CHALLENGE_MESSAGES,
  canJoin,
  challengeProblem,
  challengeStatus,
  leaderboardName,
  memberProgress,
  onTrack,
  rankAll,
  spanDays,
  type ChallengeDay,
} from "@/lib/domain/challenges";

const draft = { startDate: "2026-12-01", endDate: "2026-12-14", measure: "active-days", target: 10 };
const none = { restDays: [], pauses: [] };
const day = (date: string, over: Partial<ChallengeDay> = {}): ChallengeDay => ({ date, tasksDone: 0, written: false, mindsetDone: 0, active: false, goalsCompleted: 0, ...over });

describe("a new challenge's rules", () => {
  it("takes a span of 7 to 42 days, both ends included", () => {
    expect(spanDays("2026-12-01", "2026-12-07")).toBe(7);
    expect(challengeProblem({ ...draft, endDate: "2026-12-07", target: 7 })).toBeNull();
    expect(challengeProblem({ ...draft, endDate: "2026-12-06", target: 3 })).toBe(CHALLENGE_MESSAGES.span);
    expect(challengeProblem({ ...draft, endDate: "2027-01-12", target: 3 })).toBe(CHALLENGE_MESSAGES.span);
    expect(spanDays("2026-12-01", "2027-01-11")).toBe(42);
    expect(challengeProblem({ ...draft, startDate: "2026-12-01", endDate: "2027-01-11", target: 3 })).toBeNull();
  });
  it("refuses an end before the start, bad dates, an unknown measure, a target of 0 or above the days", () => {
    expect(challengeProblem({ ...draft, endDate: "2026-11-20" })).toBe(CHALLENGE_MESSAGES.endBeforeStart);
    expect(challengeProblem({ ...draft, startDate: "2026-02-30" })).toBe(CHALLENGE_MESSAGES.badDate);
    expect(challengeProblem({ ...draft, measure: "push-ups" })).toBe(CHALLENGE_MESSAGES.measure);
    expect(challengeProblem({ ...draft, target: 0 })).toBe(CHALLENGE_MESSAGES.targetPositive);
    expect(challengeProblem({ ...draft, target: 2.5 })).toBe(CHALLENGE_MESSAGES.targetPositive);
    expect(challengeProblem({ ...draft, target: 15 })).toBe(CHALLENGE_MESSAGES.targetTooHigh);
    expect(challengeProblem({ ...draft, target: 14 })).toBeNull();
  });
});

describe("joining", () => {
  const c = { startDate: "2026-12-01", endDate: "2026-12-14", endedAt: null };
  it("is open before the start and until the last week begins", () => {
    expect(canJoin(c, "2026-11-29")).toBe(true);
    expect(canJoin(c, "2026-12-07")).toBe(true);
    expect(canJoin(c, "2026-12-08")).toBe(false); // 8..14 is the last week
    expect(canJoin({ ...c, endedAt: new Date("2026-12-02T10:00:00Z") }, "2026-12-02")).toBe(false);
  });
  it("reads the status from the member's date", () => {
    expect(challengeStatus(c, "2026-11-30")).toBe("upcoming");
    expect(challengeStatus(c, "2026-12-01")).toBe("running");
    expect(challengeStatus(c, "2026-12-14")).toBe("running");
    expect(challengeStatus(c, "2026-12-15")).toBe("ended");
  });
});

describe("progress per measure", () => {
  const c = { startDate: "2026-12-01", endDate: "2026-12-07", target: 5 };
  const days = [
    day("2026-11-30", { active: true, tasksDone: 3, written: true, mindsetDone: 3, goalsCompleted: 1 }), // before the start
    day("2026-12-01", { active: true, tasksDone: 3, written: true, mindsetDone: 2 }),
    day("2026-12-02", { active: true, tasksDone: 2, mindsetDone: 3, goalsCompleted: 2 }),
    day("2026-12-03", { active: true, tasksDone: 3, written: true, mindsetDone: 1, goalsCompleted: 1 }),
    day("2026-12-05", { active: true, tasksDone: 3, written: true }), // after today
  ];
  const at = (measure: Parameters<typeof memberProgress>[0]["measure"]) => memberProgress({ ...c, measure }, days, none, "2026-12-04").progress;
  it("counts each measure over the challenge's dates up to today", () => {
    expect(at("task-days")).toBe(2);
    expect(at("journal-days")).toBe(2);
    expect(at("mindset-exercises")).toBe(6);
    expect(at("active-days")).toBe(3);
    expect(at("smart-goals")).toBe(3);
  });
  it("lowers a days measure's target by the excused days that did not count, never below 1", () => {
    // Sundays (ISO 7) are rest days: 2026-12-06; a pause 12-04..12-05; 12-05 counted anyway.
    const excuses = { restDays: [7], pauses: [{ startDate: "2026-12-04", endDate: "2026-12-05" }] };
    const p = memberProgress({ ...c, measure: "active-days" }, days, excuses, "2026-12-07");
    expect(p).toEqual({ progress: 4, excused: 2, target: 3, reached: true });
    // A recorded rest day (the reset's) wins over today's rest weekdays.
    const recorded = { ...excuses, recordedRest: new Map([["2026-12-06", false]]) };
    expect(memberProgress({ ...c, measure: "active-days" }, days, recorded, "2026-12-07").excused).toBe(1);
    // Counting measures keep their target.
    expect(memberProgress({ ...c, measure: "smart-goals" }, days, excuses, "2026-12-07")).toEqual({ progress: 3, excused: 0, target: 5, reached: false });
    const allPaused = { restDays: [], pauses: [{ startDate: "2026-11-01", endDate: "2026-12-31" }] };
    expect(memberProgress({ ...c, measure: "journal-days" }, [], allPaused, "2026-12-07").target).toBe(1);
  });
  it("is on track when the progress keeps pace with the days gone by", () => {
    const span = { startDate: "2026-12-01", endDate: "2026-12-10" };
    expect(onTrack({ progress: 2, target: 10 }, span, "2026-12-03")).toBe(false);
    expect(onTrack({ progress: 3, target: 10 }, span, "2026-12-03")).toBe(true);
    expect(onTrack({ progress: 0, target: 10 }, span, "2026-11-30")).toBe(true);
    expect(onTrack({ progress: 10, target: 10 }, span, "2026-12-04")).toBe(true);
  });
});

describe("the leaderboard", () => {
  it("ranks with ties", () => {
    const ranked = rankAll([{ id: 1, progress: 3 }, { id: 2, progress: 5 }, { id: 3, progress: 3 }, { id: 4, progress: 0 }]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([[2, 1], [1, 2], [3, 2], [4, 4]]);
  });
  it("shows a name only by choice", () => {
    expect(leaderboardName({ showName: true, username: "ana", memberNo: 12 })).toBe("ana");
    expect(leaderboardName({ showName: false, username: "ana", memberNo: 12 })).toBe("Member 12");
  });
});
