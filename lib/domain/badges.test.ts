import { BADGES, badgeByCode, badgeNotification, badgeProgress, badgesToAward, meetsBadge, type BadgeStats } from "@/lib/domain/badges";

const zero: BadgeStats = { smartGoalsCompleted: 0, streak: 0, mindsetAllDays: 0, widgetAchievements: 0, points: 0 };
const codes = (stats: Partial<BadgeStats>, earned: string[] = []) => badgesToAward({ ...zero, ...stats }, earned).map((b) => b.code);

test("the catalogue holds both code sets, each code once", () => {
  expect(BADGES.map((b) => b.code)).toEqual([
    "first-goal", "goalGetter", "goals-10", "streak5", "streak-7", "limitless", "mindset-master", "mindMaster", "focusPro", "champion", "xp-5", "xp-10", "xp-15",
  ]);
  expect(badgeByCode("xp-15")?.name).toBe("Gold Medal");
});

test("nothing is earned with nothing done", () => {
  expect(codes({})).toEqual([]);
});

test("each rule at its threshold", () => {
  expect(codes({ smartGoalsCompleted: 5 }, ["xp-5", "xp-10", "xp-15"])).toEqual(["first-goal", "goalGetter"]);
  expect(codes({ smartGoalsCompleted: 10 }, ["first-goal", "goalGetter", "xp-5", "xp-10", "xp-15"])).toEqual(["goals-10"]);
  expect(codes({ streak: 4 })).toEqual([]);
  expect(codes({ streak: 7 }, ["xp-5", "xp-10", "xp-15"])).toEqual(["streak5", "streak-7"]);
  expect(codes({ streak: 30 }, ["streak5", "streak-7", "xp-5", "xp-10", "xp-15"])).toEqual(["limitless"]);
  expect(codes({ mindsetAllDays: 6 }, ["xp-5", "xp-10", "xp-15"])).toEqual(["mindset-master"]);
  expect(codes({ mindsetAllDays: 7 }, ["mindset-master", "xp-5", "xp-10", "xp-15"])).toEqual(["mindMaster"]);
  expect(codes({ widgetAchievements: 24 }, ["xp-5", "xp-10", "xp-15"])).toEqual([]);
  expect(codes({ widgetAchievements: 25 }, ["xp-5", "xp-10", "xp-15"])).toEqual(["focusPro"]);
});

test("badge points cascade into the points badges", () => {
  // 5 points: Bronze, whose +20 makes 25: Silver and Gold follow.
  expect(codes({ points: 5 })).toEqual(["xp-5", "xp-10", "xp-15"]);
  // 985 points and one new badge: +20 crosses 1,000.
  expect(codes({ points: 985, smartGoalsCompleted: 1 }, ["xp-5", "xp-10", "xp-15"])).toEqual(["first-goal", "champion"]);
  expect(codes({ points: 979 }, ["xp-5", "xp-10", "xp-15"])).toEqual([]);
});

test("already earned badges are not awarded again", () => {
  expect(codes({ points: 2000, streak: 40 }, BADGES.map((b) => b.code))).toEqual([]);
});

test("the notification is titled Badge Unlocked: <name>", () => {
  expect(badgeNotification(badgeByCode("streak5")!)).toMatchObject({ title: "Badge Unlocked: 5-Day Streak", dedupeKey: "badge:streak5" });
});

describe("badgeProgress (the same stat and threshold as the award)", () => {
  const progress = (stats: Partial<BadgeStats>, earned: [string, string][] = []) =>
    badgeProgress({ ...zero, ...stats }, new Map(earned.map(([c, at]) => [c, new Date(at)])));

  test("every badge of the catalogue, in order", () => {
    expect(progress({}).map((b) => b.code)).toEqual(BADGES.map((b) => b.code));
  });

  test("locked badges say how far the member is, capped at the threshold", () => {
    const byCode = Object.fromEntries(progress({ smartGoalsCompleted: 3, streak: 12, points: 420 }).map((b) => [b.code, b]));
    expect(byCode.goalGetter).toMatchObject({ earned: false, earnedAt: null, current: 3, target: 5, progress: "3 of 5 SMART goals" });
    expect(byCode["goals-10"].progress).toBe("3 of 10 SMART goals");
    expect(byCode["first-goal"].progress).toBe("1 of 1 SMART goal");
    expect(byCode.limitless.progress).toBe("12 of 30 streak days");
    expect(byCode.champion.progress).toBe("420 of 1,000 points");
    expect(byCode.mindMaster.progress).toBe("0 of 7 full mindset days");
  });

  test("earned badges carry their date and a full bar", () => {
    const [first] = progress({ smartGoalsCompleted: 1 }, [["first-goal", "2026-03-08T10:00:00Z"]]);
    expect(first).toMatchObject({ earned: true, earnedAt: "2026-03-08T10:00:00.000Z", current: 1, target: 1 });
  });

  test("a badge is shown as reached exactly when the award rule is true", () => {
    for (const b of BADGES) {
      const below = { ...zero, [b.stat]: b.min - 1 };
      const at = { ...zero, [b.stat]: b.min };
      expect(meetsBadge(b, below)).toBe(false);
      expect(meetsBadge(b, at)).toBe(true);
      const shown = badgeProgress(at, new Map()).find((p) => p.code === b.code)!;
      expect(shown.current).toBe(shown.target);
    }
  });
});
