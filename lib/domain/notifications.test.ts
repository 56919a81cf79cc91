import { dueReminderSlot, firstAchievement, isAchievementTitle, notificationStatus, reminderDedupeKey } from "@/lib/domain/notifications";

const now = new Date("2026-03-10T12:00:00Z");

describe("notificationStatus", () => {
  it("is Scheduled while scheduledFor is in the future", () => {
    expect(notificationStatus({ isRead: false, scheduledFor: "2026-03-10T12:00:01Z" }, now)).toBe("Scheduled");
    expect(notificationStatus({ isRead: true, scheduledFor: new Date("2026-03-11T00:00:00Z") }, now)).toBe("Scheduled");
  });
  it("is Read or Unread once due or when not scheduled", () => {
    expect(notificationStatus({ isRead: false, scheduledFor: "2026-03-10T12:00:00Z" }, now)).toBe("Unread");
    expect(notificationStatus({ isRead: true, scheduledFor: null }, now)).toBe("Read");
    expect(notificationStatus({ isRead: false, scheduledFor: null }, now)).toBe("Unread");
  });
});

describe("achievement titles", () => {
  it("matches every keyword as a word, in any case", () => {
    expect(isAchievementTitle("Badge Unlocked: First Goal")).toBe(true);
    expect(isAchievementTitle("New milestone reached")).toBe(true);
    expect(isAchievementTitle("You earned 20 XP")).toBe(true);
    expect(isAchievementTitle("Congratulations!")).toBe(true);
  });
  it("ignores titles without a keyword and keywords inside other words", () => {
    expect(isAchievementTitle("Mindset Reminder")).toBe(false);
    expect(isAchievementTitle("Relevel the shelves")).toBe(false);
    expect(isAchievementTitle("Rewarding day")).toBe(false);
  });
  it("picks the first achievement in list order", () => {
    const list = [{ title: "Hello" }, { title: "Streak of 5 days" }, { title: "Badge Unlocked" }];
    expect(firstAchievement(list)).toBe(list[1]);
    expect(firstAchievement([{ title: "Hello" }])).toBeUndefined();
  });
});

describe("dueReminderSlot", () => {
  it("fires during the 9AM, 1PM and 5PM local hours only", () => {
    expect(dueReminderSlot(new Date("2026-03-10T09:00:00Z"), "UTC")).toEqual({ date: "2026-03-10", hour: 9 });
    expect(dueReminderSlot(new Date("2026-03-10T13:59:59Z"), "UTC")).toEqual({ date: "2026-03-10", hour: 13 });
    expect(dueReminderSlot(new Date("2026-03-10T17:30:00Z"), "UTC")).toEqual({ date: "2026-03-10", hour: 17 });
    expect(dueReminderSlot(new Date("2026-03-10T08:59:59Z"), "UTC")).toBeNull();
    expect(dueReminderSlot(new Date("2026-03-10T14:00:00Z"), "UTC")).toBeNull();
  });
  it("uses the member's own time zone and local date", () => {
    // 20:00 UTC on the 9th is 09:00 on the 10th in Auckland (NZDT, +13).
    expect(dueReminderSlot(new Date("2026-03-09T20:00:00Z"), "Pacific/Auckland")).toEqual({ date: "2026-03-10", hour: 9 });
    // 01:00 UTC on the 11th is 17:00 on the 10th in Los Angeles (PST until March 8 -> PDT, -7): 18:00, none.
    expect(dueReminderSlot(new Date("2026-03-11T01:00:00Z"), "America/Los_Angeles")).toBeNull();
    expect(dueReminderSlot(new Date("2026-03-11T00:00:00Z"), "America/Los_Angeles")).toEqual({ date: "2026-03-10", hour: 17 });
  });
  it("follows daylight saving changes", () => {
    // London: 9AM is 09:00 UTC in winter and 08:00 UTC in summer.
    expect(dueReminderSlot(new Date("2026-01-15T09:10:00Z"), "Europe/London")?.hour).toBe(9);
    expect(dueReminderSlot(new Date("2026-07-15T08:10:00Z"), "Europe/London")?.hour).toBe(9);
    expect(dueReminderSlot(new Date("2026-07-15T09:10:00Z"), "Europe/London")).toBeNull();
  });
  it("treats an unknown zone as UTC and keys one reminder per slot and date", () => {
    expect(dueReminderSlot(new Date("2026-03-10T09:00:00Z"), "Not/AZone")).toEqual({ date: "2026-03-10", hour: 9 });
    expect(reminderDedupeKey({ date: "2026-03-10", hour: 13 })).toBe("mindset-reminder:2026-03-10:13");
  });
});
