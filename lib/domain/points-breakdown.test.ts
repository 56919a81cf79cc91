import { badgeCount, listNames, mindsetParts, newBadges, partsBreakdown, pointsBreakdown } from "@/lib/domain/points-breakdown";

const note = (id: number, title: string, isRead = false) => ({ id, title, isRead });

describe("points breakdown of one action (docs/decisions.md 'What a goal's celebration shows')", () => {
  it("names lists the English way", () => {
    expect(listNames([])).toBe("");
    expect(listNames(["First Goal"])).toBe("First Goal");
    expect(listNames(["A", "B"])).toBe("A and B");
    expect(listNames(["First Goal", "Bronze Medal", "Silver Medal", "Gold Medal"])).toBe("First Goal, Bronze Medal, Silver Medal and Gold Medal");
  });

  it("counts the badges behind the extra points", () => {
    expect(badgeCount(25, 105)).toBe(4);
    expect(badgeCount(25, 25)).toBe(0);
    expect(badgeCount(25, 0)).toBe(0);
  });

  it("picks the newest unread badge notices, oldest first, and skips others", () => {
    const list = [
      note(9, "Badge Unlocked: Gold Medal"),
      note(8, "Badge Unlocked: Silver Medal"),
      note(7, "A message from your coach"),
      note(6, "Badge Unlocked: Bronze Medal"),
      note(5, "Badge Unlocked: First Goal"),
      note(2, "Badge Unlocked: Old One", true),
    ];
    expect(newBadges(list, 4)).toEqual({ ids: [5, 6, 8, 9], names: ["First Goal", "Bronze Medal", "Silver Medal", "Gold Medal"] });
    expect(newBadges(list, 1)).toEqual({ ids: [9], names: ["Gold Medal"] });
    // Whatever order the list ties in (same creation time), the ids give the award order.
    expect(newBadges([...list].reverse(), 4).names).toEqual(["First Goal", "Bronze Medal", "Silver Medal", "Gold Medal"]);
    expect(newBadges(list, 0)).toEqual({ ids: [], names: [] });
  });

  it("says what the action earned in all", () => {
    const goal = { points: 25, label: "goal" };
    expect(pointsBreakdown(goal, 105, ["First Goal", "Bronze Medal", "Silver Medal", "Gold Medal"])).toBe(
      "+25 goal, +80 badges: First Goal, Bronze Medal, Silver Medal and Gold Medal",
    );
    expect(pointsBreakdown(goal, 45, ["Goal Getter"])).toBe("+25 goal, +20 badge: Goal Getter");
    expect(pointsBreakdown(goal, 45, [])).toBe("+25 goal, +20 badge");
    expect(pointsBreakdown(goal, 25, [])).toBeNull();
    expect(pointsBreakdown({ points: 0, label: "goal" }, 0, [])).toBeNull();
  });
});

describe("every award of a mindset save (docs/decisions.md 'Fair points and sessions')", () => {
  it("the third exercise: 15, the 25 bonus and the Mindset Master badge", () => {
    const split = mindsetParts(60, 1, true);
    expect(split).toEqual({ parts: [{ points: 15, label: "exercise" }, { points: 25, label: "bonus" }], badges: 1 });
    expect(partsBreakdown(split.parts, 60, ["Mindset Master"])).toBe("+15 exercise, +25 bonus, +20 badge: Mindset Master");
  });

  it("a first exercise with the three medals; one exercise alone says nothing more", () => {
    expect(mindsetParts(75, 1, false)).toEqual({ parts: [{ points: 15, label: "exercise" }], badges: 3 });
    expect(mindsetParts(15, 1, false)).toEqual({ parts: [{ points: 15, label: "exercise" }], badges: 0 });
    expect(partsBreakdown([{ points: 15, label: "exercise" }], 15, [])).toBeNull();
  });

  it("three at once, and a re-tick the server had paid before (only a badge, or nothing)", () => {
    expect(mindsetParts(45 + 25 + 80, 3, true)).toEqual({ parts: [{ points: 45, label: "exercises" }, { points: 25, label: "bonus" }], badges: 4 });
    expect(mindsetParts(0, 1, true)).toEqual({ parts: [], badges: 0 });
    expect(mindsetParts(20, 1, true)).toEqual({ parts: [], badges: 1 });
  });
});
