import {
  addedLabel,
  deadlineLabel,
  deadlineToInstant,
  deadlineToPicker,
  defaultDeadline,
  isPastDeadline,
  overdueDays,
  timeRemainingPercent,
} from "@/lib/domain/goal-labels";
import { localDate } from "@/lib/domain/day";

const now = new Date("2026-03-14T15:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("addedLabel on a goal row", () => {
  it.each([
    ["2026-03-14T01:00:00Z", "Added: Today"],
    ["2026-03-13T23:59:00Z", "Added: Yesterday"],
    ["2026-03-12T00:00:00Z", "Added: 2 days ago"],
    ["2026-03-11T12:00:00Z", "Added: Mar 11"],
    ["2025-12-25T12:00:00Z", "Added: Dec 25"],
  ])("created %s -> %s", (created, label) => expect(addedLabel("goal", created, now, "UTC")).toBe(label));

  it("reads Today without a creation date", () => {
    expect(addedLabel("goal", null, now, "UTC")).toBe("Added: Today");
    expect(addedLabel("goal", undefined, now, "UTC")).toBe("Added: Today");
  });

  it("counts the member's local days, not UTC's", () => {
    // 10:30 UTC on the 14th is already the 15th in Auckland (UTC+13); created late on the 14th local.
    const aucklandNow = new Date("2026-03-14T10:30:00Z");
    expect(addedLabel("goal", "2026-03-14T09:00:00Z", aucklandNow, "Pacific/Auckland")).toBe("Added: Today");
    expect(addedLabel("goal", "2026-03-14T09:00:00Z", aucklandNow, "UTC")).toBe("Added: Today");
    expect(addedLabel("goal", "2026-03-13T10:00:00Z", aucklandNow, "Pacific/Auckland")).toBe("Added: Yesterday");
    expect(addedLabel("goal", "2026-03-13T10:00:00Z", aucklandNow, "America/Los_Angeles")).toBe("Added: Yesterday");
  });
});

describe("addedLabel on a task row", () => {
  it("has no '2 days ago' step", () => {
    expect(addedLabel("task", "2026-03-14T00:00:00Z", now, "UTC")).toBe("Added: Today");
    expect(addedLabel("task", "2026-03-13T00:00:00Z", now, "UTC")).toBe("Added: Yesterday");
    expect(addedLabel("task", "2026-03-12T00:00:00Z", now, "UTC")).toBe("Added: Mar 12");
    expect(addedLabel("task", null, now, "UTC")).toBe("Added: Today");
  });
});

describe("deadlineLabel", () => {
  it("is 'Due in' in the future and 'Overdue by' once past", () => {
    expect(deadlineLabel({ deadline: new Date(now.getTime() + 3 * DAY), isCompleted: false }, now, "UTC")).toEqual({
      text: "Due in 3 days",
      tone: "due",
    });
    expect(deadlineLabel({ deadline: new Date(now.getTime() - 2 * DAY), isCompleted: false }, now, "UTC")).toEqual({
      text: "Overdue by 2 days",
      tone: "overdue",
    });
  });

  it("counts calendar days to a deadline's local day: the default 7 days reads 'Due in 7 days'", () => {
    const due = (picker: string, zone: string, at = now) => deadlineLabel({ deadline: deadlineToInstant(picker as never, zone), isCompleted: false }, at, zone)?.text;
    expect(due(defaultDeadline("2026-03-14"), "UTC")).toBe("Due in 7 days");
    expect(due("2026-03-15", "UTC")).toBe("Due in 1 day");
    expect(due("2026-03-14", "UTC")).toBe("Due in about 9 hours");
    // 15:00 UTC is already the 15th in Auckland: its default deadline is the 22nd there.
    expect(due(defaultDeadline("2026-03-15"), "Pacific/Auckland")).toBe("Due in 7 days");
    expect(due("2026-05-14", "UTC")).toBe("Due in 2 months");
  });

  it("shows nothing for a completed or undated goal", () => {
    expect(deadlineLabel({ deadline: new Date(now.getTime() - DAY), isCompleted: true }, now, "UTC")).toBeNull();
    expect(deadlineLabel({ deadline: null, isCompleted: false }, now, "UTC")).toBeNull();
  });
});

describe("timeRemainingPercent", () => {
  it("is 100 without a deadline and 0 once past", () => {
    expect(timeRemainingPercent({ deadline: null, dateCreated: now }, now)).toBe(100);
    expect(timeRemainingPercent({ deadline: new Date(now.getTime() - 1), dateCreated: null }, now)).toBe(0);
    expect(timeRemainingPercent({ deadline: now, dateCreated: null }, now)).toBe(0);
  });

  it("measures from dateCreated", () => {
    const created = new Date(now.getTime() - 3 * DAY);
    expect(timeRemainingPercent({ deadline: new Date(now.getTime() + DAY), dateCreated: created }, now)).toBe(25);
  });

  it("uses 7 days ago as the baseline without dateCreated", () => {
    expect(timeRemainingPercent({ deadline: new Date(now.getTime() + 7 * DAY), dateCreated: null }, now)).toBe(50);
  });

  it("clamps to 100 when the goal was created after now (clock skew)", () => {
    const created = new Date(now.getTime() + DAY);
    expect(timeRemainingPercent({ deadline: new Date(now.getTime() + 2 * DAY), dateCreated: created }, now)).toBe(100);
  });
});

describe("deadline dates", () => {
  it("defaults to 7 days from the member's today and the picker starts today", () => {
    expect(defaultDeadline(localDate(now, "UTC"))).toBe("2026-03-21");
    expect(localDate(now, "UTC")).toBe("2026-03-14");
    // 15:00 UTC is already the 15th in Auckland.
    expect(localDate(now, "Pacific/Auckland")).toBe("2026-03-15");
    expect(defaultDeadline(localDate(now, "Pacific/Auckland"))).toBe("2026-03-22");
    expect(defaultDeadline("2026-12-28")).toBe("2027-01-04");
  });

  it("sends the end of the chosen local day and reads it back as the same date", () => {
    expect(deadlineToInstant("2026-03-21", "UTC")).toBe("2026-03-21T23:59:59.999Z");
    expect(deadlineToInstant("2026-03-21", "America/Los_Angeles")).toBe("2026-03-22T06:59:59.999Z");
    for (const tz of ["UTC", "Pacific/Auckland", "America/Los_Angeles", "Asia/Kolkata"]) {
      expect(deadlineToPicker(deadlineToInstant("2026-04-05", tz), tz)).toBe("2026-04-05");
    }
    expect(deadlineToPicker(null, "UTC")).toBe("");
  });
});

describe("isPastDeadline (the editor refuses a typed date before the member's today)", () => {
  it("refuses yesterday, accepts today and later, and ignores an empty picker or unknown today", () => {
    expect(isPastDeadline("2026-03-09", "2026-03-10")).toBe(true);
    expect(isPastDeadline("2025-12-31", "2026-01-01")).toBe(true);
    expect(isPastDeadline("2026-03-10", "2026-03-10")).toBe(false);
    expect(isPastDeadline("2026-03-11", "2026-03-10")).toBe(false);
    expect(isPastDeadline("", "2026-03-10")).toBe(false);
    expect(isPastDeadline("2026-03-09", "")).toBe(false);
  });
});

describe("overdueDays (the member's card and the coach's view)", () => {
  it("counts whole days from the deadline's instant, the end of its local day", () => {
    const end = new Date("2026-03-14T23:59:59.999Z");
    expect(overdueDays(end, new Date("2026-03-14T23:00:00Z"))).toBeNull();
    expect(overdueDays(end, new Date("2026-03-15T10:00:00Z"))).toBe(0);
    expect(overdueDays(end, new Date("2026-03-16T04:00:00Z"))).toBe(1); // 28 hours: not 2 calendar days
    expect(overdueDays(end, new Date("2026-03-17T00:00:00Z"))).toBe(2);
    expect(deadlineLabel({ deadline: end, isCompleted: false }, new Date("2026-03-16T20:00:00Z"), "UTC")?.text).toBe("Overdue by 1 day"); // 44 h
  });
});
