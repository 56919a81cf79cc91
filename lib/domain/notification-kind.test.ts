import { badgeNotification } from "@/lib/domain/badges";
import { badgeDedupeKey, conversationDedupeKey, NOTIFICATION_KIND_LABELS, notificationKind } from "@/lib/domain/notification-kind";
import { dueReminderSlot, reminderDedupeKey } from "@/lib/domain/notifications";

describe("notificationKind", () => {
  it("an admin's message has no dedupeKey", () => {
    expect(notificationKind(null)).toBe("admin");
  });
  it("a badge notice's key starts with badge:", () => {
    expect(notificationKind(badgeDedupeKey("first-goal"))).toBe("badges");
    expect(notificationKind(badgeNotification({ code: "xp-5", name: "Bronze Medal", description: "d" }).dedupeKey)).toBe("badges");
  });
  it("a coach's notice of a member's message is a message, not a reminder", () => {
    expect(notificationKind(conversationDedupeKey(42))).toBe("messages");
    expect(NOTIFICATION_KIND_LABELS.messages).toBe("Messages");
    expect(notificationKind("Conversation:1")).toBe("reminders");
    expect(notificationKind("conversation")).toBe("reminders");
  });
  it("every other key is a reminder (the mindset reminders' keys among them)", () => {
    const slot = dueReminderSlot(new Date("2026-03-10T09:30:00Z"), "UTC")!;
    expect(notificationKind(reminderDedupeKey(slot))).toBe("reminders");
    expect(notificationKind("")).toBe("reminders");
    expect(notificationKind("badge")).toBe("reminders");
    expect(notificationKind("Badge:x")).toBe("reminders");
  });
});
