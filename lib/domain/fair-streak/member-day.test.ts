import fc from "fast-check";
import { addDays, localDate } from "@/lib/domain/day";
import { clockDay, dayStartsAt, isResetDueFor, memberDay, nextDayStart } from "@/lib/domain/fair-streak/member-day";

const at = (iso: string) => new Date(iso);
const berlin3 = { timeZone: "Europe/Berlin", dayStartHour: 3 };

describe("memberDay: the day starts at the member's hour", () => {
  it("is the calendar date with a 00:00 start, the date before until the start hour otherwise", () => {
    expect(memberDay(at("2026-03-14T02:59:59Z"), "UTC", 3)).toBe("2026-03-13");
    expect(memberDay(at("2026-03-14T03:00:00Z"), "UTC", 3)).toBe("2026-03-14");
    expect(memberDay(at("2026-03-14T00:00:00Z"), "UTC", 0)).toBe("2026-03-14");
    expect(memberDay(at("2026-03-14T04:59:00Z"), "UTC", 5)).toBe("2026-03-13");
    expect(memberDay(at("2026-03-14T04:59:00Z"), "Not/A_Zone", 5)).toBe("2026-03-13");
  });

  it("day start 03:00 across spring forward (Berlin, 29 March 2026: 02:00 CET -> 03:00 CEST at 01:00Z)", () => {
    expect(clockDay(at("2026-03-29T00:59:59Z"), berlin3)).toBe("2026-03-28"); // 01:59:59 CET
    expect(clockDay(at("2026-03-29T01:00:00Z"), berlin3)).toBe("2026-03-29"); // 03:00 CEST
    expect(dayStartsAt("2026-03-29", berlin3).toISOString()).toBe("2026-03-29T01:00:00.000Z");
    // The 28th is 23 hours long (03:00 CET to 03:00 CEST).
    expect(+dayStartsAt("2026-03-29", berlin3) - +dayStartsAt("2026-03-28", berlin3)).toBe(23 * 3_600_000);
  });

  it("day start 03:00 across fall back (Berlin, 25 October 2026: 03:00 CEST -> 02:00 CET at 01:00Z)", () => {
    expect(clockDay(at("2026-10-25T00:30:00Z"), berlin3)).toBe("2026-10-24"); // 02:30 CEST
    expect(clockDay(at("2026-10-25T01:30:00Z"), berlin3)).toBe("2026-10-24"); // 02:30 CET, the hour again
    expect(clockDay(at("2026-10-25T01:59:59Z"), berlin3)).toBe("2026-10-24");
    expect(clockDay(at("2026-10-25T02:00:00Z"), berlin3)).toBe("2026-10-25"); // 03:00 CET
    // The 24th is 25 hours long; shifting the instant by 3 hours instead would end it an hour early.
    expect(+dayStartsAt("2026-10-25", berlin3) - +dayStartsAt("2026-10-24", berlin3)).toBe(25 * 3_600_000);
    expect(localDate(new Date(Date.parse("2026-10-25T01:30:00Z") - 3 * 3_600_000), "Europe/Berlin")).toBe("2026-10-25");
  });

  it("a start hour a spring-forward skips starts the day after the gap (Los Angeles, 2:00 on 8 March 2026)", () => {
    const la2 = { timeZone: "America/Los_Angeles", dayStartHour: 2 };
    expect(dayStartsAt("2026-03-08", la2).toISOString()).toBe("2026-03-08T10:00:00.000Z"); // 03:00 PDT
    expect(clockDay(at("2026-03-08T09:59:59Z"), la2)).toBe("2026-03-07"); // 01:59:59 PST
    expect(clockDay(at("2026-03-08T10:00:00Z"), la2)).toBe("2026-03-08");
  });

  const zones = ["Europe/Berlin", "America/Los_Angeles", "Pacific/Auckland", "Pacific/Honolulu", "Asia/Kolkata", "Australia/Lord_Howe", "America/Santiago"];
  const instants = fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") });

  it("every instant lies in its day: the day's start <= now < the next day's start (any zone, any hour 0-5)", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), fc.integer({ min: 0, max: 5 }), (t, timeZone, dayStartHour) => {
        const clock = { timeZone, dayStartHour };
        const day = clockDay(new Date(t), clock);
        expect(+dayStartsAt(day, clock)).toBeLessThanOrEqual(t);
        expect(+nextDayStart(new Date(t), clock)).toBeGreaterThan(t);
        expect(+nextDayStart(new Date(t), clock)).toBe(+dayStartsAt(addDays(day, 1), clock));
      }),
    );
  });

  it("never goes back in time, and with hour 0 is the calendar date", () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 6 * 3_600_000 }), fc.constantFrom(...zones), fc.integer({ min: 0, max: 5 }), (t, step, timeZone, hour) => {
        expect(memberDay(new Date(t + step), timeZone, hour) >= memberDay(new Date(t), timeZone, hour)).toBe(true);
        expect(memberDay(new Date(t), timeZone, 0)).toBe(localDate(new Date(t), timeZone));
      }),
    );
  });
});

describe("isResetDueFor: a date is reset once, whatever the zone", () => {
  it("Auckland -> Honolulu: the day repeats and is not reset again; the next reset is the next date's start", () => {
    // 2026-03-16T05:00Z: 18:00 on the 16th in Auckland (reset that day), 19:00 on the 15th in Honolulu.
    const honolulu = { timeZone: "Pacific/Honolulu", dayStartHour: 0 };
    expect(clockDay(at("2026-03-16T05:00:00Z"), honolulu)).toBe("2026-03-15");
    expect(isResetDueFor("2026-03-16", at("2026-03-16T05:00:00Z"), honolulu)).toBe(false);
    // Honolulu's 16th (10:00Z) is a date already reset in Auckland: not again.
    expect(isResetDueFor("2026-03-16", at("2026-03-16T10:00:00Z"), honolulu)).toBe(false);
    expect(isResetDueFor("2026-03-16", at("2026-03-17T09:59:59Z"), honolulu)).toBe(false);
    expect(isResetDueFor("2026-03-16", at("2026-03-17T10:00:00Z"), honolulu)).toBe(true);
  });

  it("Honolulu -> Auckland: the reset is due at once (the new zone's day has started)", () => {
    const auckland = { timeZone: "Pacific/Auckland", dayStartHour: 0 };
    // 2026-03-21T09:30Z: 23:30 on the 20th in Honolulu (reset), 22:30 on the 21st in Auckland.
    expect(isResetDueFor("2026-03-20", at("2026-03-21T09:30:00Z"), auckland)).toBe(true);
  });

  it("a switch just after midnight to a zone still before it does not reset the same date twice", () => {
    // 23:30Z on the 14th: 00:30 on the 15th in Berlin (reset by the cron at 23:00Z), 23:30 on the 14th in London.
    const london = { timeZone: "Europe/London", dayStartHour: 0 };
    expect(isResetDueFor("2026-03-15", at("2026-03-14T23:30:00Z"), london)).toBe(false);
    expect(isResetDueFor("2026-03-15", at("2026-03-15T00:10:00Z"), london)).toBe(false); // London's 15th: done
    expect(isResetDueFor("2026-03-15", at("2026-03-16T00:00:00Z"), london)).toBe(true);
  });

  it("a switch just before midnight to a zone past it resets once, at once", () => {
    // 23:30Z on the 14th: 23:30 on the 14th in London (reset), 00:30 on the 15th in Berlin.
    const berlin = { timeZone: "Europe/Berlin", dayStartHour: 0 };
    expect(isResetDueFor("2026-03-14", at("2026-03-14T22:59:00Z"), berlin)).toBe(false);
    expect(isResetDueFor("2026-03-14", at("2026-03-14T23:30:00Z"), berlin)).toBe(true);
    expect(isResetDueFor("2026-03-15", at("2026-03-15T22:59:00Z"), berlin)).toBe(false);
  });

  it("a later day start postpones the reset to that hour", () => {
    expect(isResetDueFor("2026-03-14", at("2026-03-15T01:00:00Z"), { timeZone: "UTC", dayStartHour: 3 })).toBe(false);
    expect(isResetDueFor("2026-03-14", at("2026-03-15T03:00:00Z"), { timeZone: "UTC", dayStartHour: 3 })).toBe(true);
  });
});
