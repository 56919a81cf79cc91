// Pure admin rules (named .test.tsx so the ui project, which owns components/, runs it).
import {
  EMPTY_SEND_FORM,
  formatAdminDate,
  registeredLabel,
  scheduledIso,
  selectableIds,
  validateSendForm,
} from "@/components/admin/admin-rules";
import { ApiCallError, failureMessage } from "@/lib/client/api";
import type { AdminUserDto } from "@/lib/schemas/admin";

const user = (id: number, username: string, dateCreated: string, isAdmin = false): AdminUserDto => ({ id, username, dateCreated, isAdmin, xpPoints: 0, streak: 0, badges: [] });
const users = [user(1, "Admin", "2026-01-01T10:00:00", true), user(12, "Alice", "2026-03-09T08:00:00"), user(21, "bob", "2026-03-10T09:30:00"), user(3, "Carol", "2026-03-02T23:00:00")];

// The user search and the 7-day window are the server's (tests/integration/admin-users.test.ts).
test("recent registrations: today as 'Today at HH:MM', otherwise the local date", () => {
  const now = new Date("2026-03-10T12:00:00");
  expect(registeredLabel("2026-03-10T09:30:00", now)).toEqual({ text: "Today at 09:30", today: true });
  expect(registeredLabel("2026-03-09T08:00:00", now)).toEqual({ text: new Date("2026-03-09T08:00:00").toLocaleDateString(), today: false });
});

test("select-all takes members only", () => {
  expect(selectableIds(users)).toEqual([12, 21, 3]);
});


test("send form validation gives the admin messages in order (docs/product/admin-and-coach.md)", () => {
  const form = { ...EMPTY_SEND_FORM, title: "T", message: "M" };
  expect(validateSendForm({ ...form, title: "  " })).toBe("Title and message are required");
  expect(validateSendForm({ ...form, message: "" })).toBe("Title and message are required");
  expect(validateSendForm(form)).toBe("Please select a user");
  expect(validateSendForm({ ...form, mode: "multiple" })).toBe("Please select at least one user");
  expect(validateSendForm({ ...form, mode: "all", schedule: true })).toBe("Please select a date and time for the scheduled notification");
  expect(validateSendForm({ ...form, mode: "all", schedule: true, scheduledAt: "2026-03-10T15:00" })).toBeNull();
  expect(validateSendForm({ ...form, userId: "12" })).toBeNull();
});

test("the scheduled time is sent as an ISO instant of the local datetime-local value", () => {
  const form = { ...EMPTY_SEND_FORM, schedule: true, scheduledAt: "2026-03-10T15:00" };
  expect(scheduledIso(form)).toBe(new Date("2026-03-10T15:00").toISOString());
  expect(scheduledIso({ ...form, schedule: false })).toBeNull();
});

test("dates read like 'Jan 5, 2025, 3:00 PM' and server messages are unwrapped", () => {
  expect(formatAdminDate(new Date(2025, 0, 5, 15, 0).toISOString())).toBe("Jan 5, 2025, 3:00 PM");
  expect(failureMessage(new ApiCallError(403, "403: x", JSON.stringify({ message: "Admin accounts cannot be deleted" })))).toBe("Admin accounts cannot be deleted");
  expect(failureMessage(new ApiCallError(500, "500: boom", "boom"))).toBe("500: boom");
});
