import { countDaily, dailyAward, WIDGET_DAILY_LIMITS } from "@/components/widgets/shared/daily-count";

const award = { kind: "gtdCaptured" as const, source: "task" as const, points: 2, description: "GTD: captured" };

describe("countDaily", () => {
  it("earns up to the limit on one day, then not; a new day starts again", () => {
    let daily;
    const earned: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      const r = countDaily(daily, "x", 3, "2026-05-11");
      earned.push(r.earns);
      daily = r.daily;
    }
    expect(earned).toEqual([true, true, true, false]);
    expect(daily).toEqual({ date: "2026-05-11", counts: { x: 3 } });
    const next = countDaily(daily, "x", 3, "2026-05-12");
    expect(next).toEqual({ earns: true, daily: { date: "2026-05-12", counts: { x: 1 } } });
  });

  it("counts each kind on its own", () => {
    const a = countDaily(undefined, "a", 1, "2026-05-11");
    const b = countDaily(a.daily, "b", 1, "2026-05-11");
    expect(b.earns).toBe(true);
    expect(countDaily(b.daily, "a", 1, "2026-05-11").earns).toBe(false);
  });
});

describe("dailyAward", () => {
  it("keeps the award while the day's count earns it, and counts a sub-kind on its own", () => {
    let state: { daily?: ReturnType<typeof countDaily>["daily"] } = {};
    const sent: number[] = [];
    for (let i = 0; i < WIDGET_DAILY_LIMITS.gtdCapture + 2; i++) {
      const r = dailyAward(state, "2026-05-11", "gtdCapture", award);
      sent.push(r.awards.length);
      state = r.state;
    }
    expect(sent).toEqual([...Array(WIDGET_DAILY_LIMITS.gtdCapture).fill(1), 0, 0]);
    expect(dailyAward(state, "2026-05-11", "batch", award, "email").awards).toHaveLength(1);
    const once = dailyAward(state, "2026-05-11", "batch", award, "email").state;
    expect(dailyAward(once, "2026-05-11", "batch", award, "email").awards).toHaveLength(0);
    expect(dailyAward(once, "2026-05-11", "batch", award, "admin").awards).toHaveLength(1);
  });
});
