import { autoResetFor } from "@/components/journal/reset-rules";

const base = { timeZone: "Pacific/Auckland", today: "2026-03-11" };

test("nothing to do when the day has started", () => {
  expect(autoResetFor({ ...base, resetDue: false, lastResetDate: "2026-03-11", dateCreated: "2026-01-01T00:00:00Z" })).toBeNull();
  expect(autoResetFor(undefined)).toBeNull();
});

test("a returning member gets the dialog", () => {
  expect(autoResetFor({ ...base, resetDue: true, lastResetDate: "2026-03-10", dateCreated: "2026-01-01T00:00:00Z" })).toBe("dialog");
});

test("a member who joined today starts quietly, even after a cron tick reset them", () => {
  // 2026-03-10T20:00Z is 2026-03-11 09:00 in Auckland: joined "today" there.
  const joined = "2026-03-10T20:00:00Z";
  expect(autoResetFor({ ...base, resetDue: true, lastResetDate: null, dateCreated: joined })).toBe("silent");
  expect(autoResetFor({ ...base, resetDue: true, lastResetDate: "2026-03-11", dateCreated: joined })).toBe("silent");
});

it("a member who joined at 01:00 with a 03:00 day start joined on the day before (docs/decisions.md \"Fair streaks\")", () => {
  const user = { resetDue: true, lastResetDate: null, timeZone: "UTC", dateCreated: "2026-03-11T01:00:00Z", dayStartHour: 3 };
  expect(autoResetFor({ ...user, today: "2026-03-10" })).toBe("silent");
  expect(autoResetFor({ ...user, today: "2026-03-11" })).toBe("dialog");
});
