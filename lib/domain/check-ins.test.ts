import { checkInsSince, currentCheckIn, dueAt, missedTwoSince, scheduleWords, flaggedQuestions, isMissed, isOpen, missedTwoInARow, nextCheckIn, pushesOn, type CheckInSchedule } from "@/lib/domain/check-ins";

const at = (iso: string) => new Date(iso);
const utc = { timeZone: "UTC", dayStartHour: 0 };
const sundayAt18: CheckInSchedule = { cadence: "weekly", weekday: 7, hour: 18 };

describe("dueAt: the hour of the member's own day", () => {
  it("is the schedule's hour on the member's wall clock", () => {
    expect(dueAt("2026-11-29", sundayAt18, utc).toISOString()).toBe("2026-11-29T18:00:00.000Z");
    expect(dueAt("2026-11-29", sundayAt18, { timeZone: "Europe/Berlin", dayStartHour: 0 }).toISOString()).toBe("2026-11-29T17:00:00.000Z");
    expect(dueAt("2026-11-29", sundayAt18, { timeZone: "America/New_York", dayStartHour: 0 }).toISOString()).toBe("2026-11-29T23:00:00.000Z");
  });

  it("an hour before the day start belongs to the end of that day (the next calendar date)", () => {
    const late: CheckInSchedule = { cadence: "weekly", weekday: 7, hour: 1 };
    expect(dueAt("2026-11-29", late, { timeZone: "UTC", dayStartHour: 3 }).toISOString()).toBe("2026-11-30T01:00:00.000Z");
    expect(dueAt("2026-11-29", late, utc).toISOString()).toBe("2026-11-29T01:00:00.000Z");
    // With a 03:00 start, Sunday 01:00 on the wall clock on Monday night is still Sunday's check-in.
    expect(currentCheckIn(at("2026-11-30T01:30:00Z"), late, { timeZone: "UTC", dayStartHour: 3 }).date).toBe("2026-11-29");
    expect(currentCheckIn(at("2026-11-30T00:30:00Z"), late, { timeZone: "UTC", dayStartHour: 3 }).date).toBe("2026-11-22");
  });

  it("an hour a spring-forward skips is due at the next hour (Berlin, 29 March 2026: 02:00 -> 03:00)", () => {
    const twoAm: CheckInSchedule = { cadence: "weekly", weekday: 7, hour: 2 };
    const berlin = { timeZone: "Europe/Berlin", dayStartHour: 0 };
    expect(dueAt("2026-03-29", twoAm, berlin).toISOString()).toBe("2026-03-29T01:00:00.000Z"); // 03:00 CEST
    expect(dueAt("2026-03-22", twoAm, berlin).toISOString()).toBe("2026-03-22T01:00:00.000Z"); // 02:00 CET
    expect(dueAt("2026-04-05", twoAm, berlin).toISOString()).toBe("2026-04-05T00:00:00.000Z"); // 02:00 CEST
  });

  it("an hour a fall-back repeats is due at its first occurrence (New York, 1 November 2026)", () => {
    const daily1: CheckInSchedule = { cadence: "daily", hour: 1 };
    expect(dueAt("2026-11-01", daily1, { timeZone: "America/New_York", dayStartHour: 0 }).toISOString()).toBe("2026-11-01T05:00:00.000Z"); // 01:00 EDT
  });

  it("follows a zone switch: the same form is due at the member's new wall clock", () => {
    const now = at("2026-11-29T20:00:00Z");
    expect(currentCheckIn(now, sundayAt18, { timeZone: "Europe/Berlin", dayStartHour: 0 }).date).toBe("2026-11-29");
    // In Los Angeles it is 12:00 on Sunday: today's 18:00 has not come, the open one is last week's.
    expect(currentCheckIn(now, sundayAt18, { timeZone: "America/Los_Angeles", dayStartHour: 0 }).date).toBe("2026-11-22");
  });
});

describe("the answer window: until the next one is due", () => {
  it("weekly: open from its hour to the next week's hour, then missed", () => {
    const c = currentCheckIn(at("2026-12-02T09:00:00Z"), sundayAt18, utc);
    expect(c).toEqual({ date: "2026-11-29", dueAt: at("2026-11-29T18:00:00Z"), closesAt: at("2026-12-06T18:00:00Z") });
    expect(currentCheckIn(at("2026-11-29T17:59:59Z"), sundayAt18, utc).date).toBe("2026-11-22");
    expect(isOpen("2026-11-29", at("2026-12-06T17:59:59Z"), sundayAt18, utc)).toBe(true);
    expect(isOpen("2026-11-29", at("2026-12-06T18:00:00Z"), sundayAt18, utc)).toBe(false);
    expect(isMissed("2026-11-29", false, at("2026-12-06T17:59:59Z"), sundayAt18, utc)).toBe(false);
    expect(isMissed("2026-11-29", false, at("2026-12-06T18:00:00Z"), sundayAt18, utc)).toBe(true);
    expect(isMissed("2026-11-29", true, at("2026-12-06T18:00:00Z"), sundayAt18, utc)).toBe(false);
  });

  it("daily: follows the member's day start", () => {
    const daily8: CheckInSchedule = { cadence: "daily", hour: 8 };
    const clock = { timeZone: "Asia/Tokyo", dayStartHour: 4 };
    expect(currentCheckIn(at("2026-11-29T22:59:00Z"), daily8, clock).date).toBe("2026-11-29"); // 07:59 on the 30th in Tokyo
    expect(currentCheckIn(at("2026-11-29T23:00:00Z"), daily8, clock).date).toBe("2026-11-30"); // 08:00
    expect(nextCheckIn(at("2026-11-29T23:00:00Z"), daily8, clock).dueAt.toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("lists the check-ins due since a date, oldest first", () => {
    expect(checkInsSince("2026-11-10", at("2026-11-30T00:00:00Z"), sundayAt18, utc).map((c) => c.date)).toEqual(["2026-11-15", "2026-11-22", "2026-11-29"]);
  });

  it("two missed in a row: the last two closed ones unanswered", () => {
    expect(missedTwoInARow([false, false, true])).toBe(true);
    expect(missedTwoInARow([false, true, false])).toBe(false);
    expect(missedTwoInARow([false])).toBe(false);
  });
});

describe("the push: not on a rest day, not while paused", () => {
  it("rest weekdays and pauses excuse the day", () => {
    expect(pushesOn("2026-11-29", { restDays: [], pauses: [] })).toBe(true);
    expect(pushesOn("2026-11-29", { restDays: [7], pauses: [] })).toBe(false); // a Sunday
    expect(pushesOn("2026-11-29", { restDays: [6], pauses: [{ startDate: "2026-11-28", endDate: "2026-11-30" }] })).toBe(false);
    expect(pushesOn("2026-12-01", { restDays: [6], pauses: [{ startDate: "2026-11-28", endDate: "2026-11-30" }] })).toBe(true);
  });
});

describe("flagged answers", () => {
  it("a scale answer of 2 or lower", () => {
    expect(flaggedQuestions({ sleep: 2, energy: 3 }, [])).toEqual(["sleep"]);
    expect(flaggedQuestions({ sleep: 3 }, [])).toEqual([]);
  });

  it("2 or more below the average of the four check-ins before", () => {
    const before = [{ energy: 5 }, { energy: 5 }, { energy: 4 }, { energy: 4 }, { energy: 1 }];
    expect(flaggedQuestions({ energy: 3 }, before)).toEqual([]); // average 4.5: 1.5 below
    expect(flaggedQuestions({ energy: 3 }, [{ energy: 5 }, { energy: 5 }, { energy: 5 }, { energy: 5 }])).toEqual(["energy"]);
    // Only the four before count: the fifth (1) would pull the average down.
    expect(flaggedQuestions({ energy: 3 }, [{ energy: 5 }, { energy: 5 }, { energy: 5 }, { energy: 5 }, { energy: 1 }])).toEqual(["energy"]);
    // Check-ins that skipped the question add nothing to its average.
    expect(flaggedQuestions({ energy: 3 }, [{}, { energy: 5 }])).toEqual(["energy"]);
    expect(flaggedQuestions({ energy: 4 }, [{}, {}])).toEqual([]);
  });
});

describe("scheduleWords", () => {
  it("says the schedule", () => {
    expect(scheduleWords(sundayAt18)).toBe("Weekly on Sunday at 18:00");
    expect(scheduleWords({ cadence: "daily", hour: 8 })).toBe("Daily at 08:00");
  });
});

describe("missedTwoSince: the attention reason", () => {
  const now = at("2026-12-02T09:00:00Z"); // open: Sunday 29 November's
  const long = at("2026-01-01T00:00:00Z");
  it("the last two closed check-ins both unanswered", () => {
    expect(missedTwoSince(now, sundayAt18, utc, long, new Set())).toBe("2026-11-15");
    expect(missedTwoSince(now, sundayAt18, utc, long, new Set(["2026-11-22"]))).toBeNull();
    expect(missedTwoSince(now, sundayAt18, utc, long, new Set(["2026-11-15"]))).toBeNull();
    // The open one does not count: answered or not, it is not missed yet.
    expect(missedTwoSince(now, sundayAt18, utc, long, new Set(["2026-11-29"]))).toBe("2026-11-15");
    // A form (or a member) newer than the older one's window: not two missed.
    expect(missedTwoSince(now, sundayAt18, utc, at("2026-11-23T00:00:00Z"), new Set())).toBeNull();
    expect(missedTwoSince(now, sundayAt18, utc, at("2026-11-22T12:00:00Z"), new Set())).toBe("2026-11-15");
  });
});
