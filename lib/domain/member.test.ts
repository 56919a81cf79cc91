import { memberToday } from "@/lib/domain/member";

describe("memberToday: the member's date, in their zone from their day start", () => {
  const now = new Date("2026-03-14T02:30:00Z");

  it("starts the day at 00:00 when the member carries no day start (a member built by hand)", () => {
    expect(memberToday({ id: 1, timeZone: "UTC" }, now)).toBe("2026-03-14");
  });

  it("is the date before until the member's day start hour", () => {
    expect(memberToday({ id: 1, timeZone: "UTC", dayStartHour: 3 }, now)).toBe("2026-03-13");
    expect(memberToday({ id: 1, timeZone: "Pacific/Kiritimati", dayStartHour: 3 }, now)).toBe("2026-03-14"); // 16:30 there
  });
});
