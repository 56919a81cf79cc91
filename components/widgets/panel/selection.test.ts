import { dailyDefaultWidget, dayOfYear, resolveWidget } from "@/components/widgets/panel/selection";
import { WIDGET_IDS } from "@/components/widgets/widget-ids";
import { localDate } from "@/lib/domain/day";

describe("dayOfYear", () => {
  it.each([
    ["2026-01-01", 1],
    ["2026-02-01", 32],
    ["2026-12-31", 365],
    ["2028-12-31", 366],
    ["2028-03-01", 61],
  ])("%s is day %i", (date, day) => expect(dayOfYear(date)).toBe(day));
});

describe("dailyDefaultWidget: day-of-year modulo 12 in list order", () => {
  it("walks the list one widget a day", () => {
    expect(dailyDefaultWidget("2026-01-01")).toBe("timeboxing"); // 1 % 12
    expect(dailyDefaultWidget("2026-01-06")).toBe("flowtime"); // 6
    expect(dailyDefaultWidget("2026-01-11")).toBe("task-batching"); // 11
    expect(dailyDefaultWidget("2026-01-12")).toBe("pomodoro"); // 12 % 12 = 0
    expect(dailyDefaultWidget("2026-01-13")).toBe("timeboxing");
    expect(dailyDefaultWidget("2026-12-31")).toBe("early-bird"); // 365 % 12 = 5
    expect(dailyDefaultWidget("2028-12-31")).toBe("flowtime"); // 366 % 12 = 6 (leap year)
  });
  it("uses every widget once in any 12 consecutive days", () => {
    const days = Array.from({ length: 12 }, (_, i) => dailyDefaultWidget(`2026-03-${String(i + 10).padStart(2, "0")}`));
    expect(new Set(days).size).toBe(12);
  });
  it("takes the member's local date: one instant is two days (two widgets) in Auckland and Honolulu", () => {
    const instant = new Date("2026-07-04T08:00:00Z");
    expect(dailyDefaultWidget(localDate(instant, "Pacific/Auckland"))).toBe("early-bird"); // July 4th, day 185
    expect(dailyDefaultWidget(localDate(instant, "Pacific/Honolulu"))).toBe("one-three-five"); // July 3rd, day 184
  });
  it("an unreadable date gives Pomodoro", () => expect(dailyDefaultWidget("")).toBe("pomodoro"));
});

describe("resolveWidget", () => {
  it("keeps a valid stored choice", () => expect(resolveWidget("kanban-board", "2026-01-01")).toBe("kanban-board"));
  it.each([null, undefined, "", "pomodoro2", 3, { id: "pomodoro" }, "__proto__"])("falls back to the daily default for %p", (stored) => {
    expect(resolveWidget(stored, "2026-01-12")).toBe("pomodoro");
    expect(resolveWidget(stored, "2026-01-02")).toBe(WIDGET_IDS[2]);
  });
});
