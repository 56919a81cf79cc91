import { vapidSubjectProblem } from "@/lib/services/push/vapid-subject";

describe("vapidSubjectProblem", () => {
  it.each(["mailto:coach@example.com", "https://reach.example.com", "https://reach.example.com/contact"])("accepts %s", (s) => expect(vapidSubjectProblem(s)).toBeNull());
  it.each(["admin@example.com", "mailto:nobody", "http://reach.example.com", "https://localhost", "reach", ""])("refuses %s", (s) => expect(vapidSubjectProblem(s)).toMatch(/VAPID_SUBJECT/));
});
