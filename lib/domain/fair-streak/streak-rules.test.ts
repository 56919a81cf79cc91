import fc from "fast-check";
import { addDays, localDate } from "@/lib/domain/day";
import { activate, freezeNotice, freezesAfter, isExcused, MAX_SETTLE_DAYS, settleBefore, switchClock, type Excuses, type StreakState } from "@/lib/domain/fair-streak/streak-rules";

const none: Excuses = { restDays: [], pauses: [] };
const state = (s: Partial<StreakState>): StreakState => ({ streak: 5, freezes: 0, through: "2026-03-14", lastActiveDate: "2026-03-14", ...s });

describe("rest days", () => {
  // 2026-03-16 is a Monday.
  const mondays: Excuses = { restDays: [1], pauses: [] };
  it("a rest day on a Monday neither breaks the streak nor adds to it", () => {
    // Active Sunday the 15th, rests Monday the 16th, back Tuesday the 17th.
    const sunday = state({ streak: 8, through: "2026-03-15", lastActiveDate: "2026-03-15" });
    const tuesday = settleBefore(sunday, "2026-03-17", mondays);
    expect(tuesday).toMatchObject({ ended: false, frozen: [], state: { streak: 8, through: "2026-03-16" } });
    expect(activate(tuesday.state, "2026-03-17", mondays).streak).toBe(9);
    // Without the rest day the Monday is missed.
    expect(settleBefore(sunday, "2026-03-17", none).ended).toBe(true);
  });
  it("opening Reach on the rest day does not add", () => {
    const sunday = state({ streak: 8, through: "2026-03-15", lastActiveDate: "2026-03-15" });
    const monday = activate(settleBefore(sunday, "2026-03-16", mondays).state, "2026-03-16", mondays);
    expect(monday).toMatchObject({ streak: 8, lastActiveDate: "2026-03-16", through: "2026-03-16" });
    expect(activate(settleBefore(monday, "2026-03-17", mondays).state, "2026-03-17", mondays).streak).toBe(9);
  });
  it("the rest recorded at a date's reset wins over today's settings", () => {
    const sunday = state({ streak: 8, through: "2026-03-15" });
    // Monday was recorded as a normal day; making Mondays rest on Tuesday does not excuse it.
    expect(settleBefore(sunday, "2026-03-17", { ...mondays, recordedRest: new Map([["2026-03-16", false]]) }).ended).toBe(true);
    expect(isExcused("2026-03-18", { restDays: [], pauses: [], recordedRest: new Map([["2026-03-18", true]]) })).toBe(true);
  });
});

describe("pauses", () => {
  it("a pause over a month end keeps the streak; the days do not add", () => {
    const excuses: Excuses = { restDays: [], pauses: [{ startDate: "2026-01-25", endDate: "2026-02-07" }] };
    const before = state({ streak: 20, through: "2026-01-24", lastActiveDate: "2026-01-24" });
    const back = settleBefore(before, "2026-02-08", excuses);
    expect(back).toMatchObject({ ended: false, state: { streak: 20, through: "2026-02-07" } });
    expect(activate(back.state, "2026-02-08", excuses).streak).toBe(21);
    // Opening Reach during the pause changes nothing.
    expect(activate(before, "2026-01-31", excuses).streak).toBe(20);
  });
});

describe("freezes", () => {
  it("one is earned at every 7 days of streak, at most 2 kept", () => {
    expect(freezesAfter(0, 6, 7)).toBe(1);
    expect(freezesAfter(1, 13, 14)).toBe(2);
    expect(freezesAfter(2, 20, 21)).toBe(2);
    expect(freezesAfter(0, 7, 7)).toBe(0); // no growth, no freeze
    expect(freezesAfter(0, 7, 8)).toBe(0);
    let s = state({ streak: 0, through: null, lastActiveDate: null });
    for (let i = 0; i < 21; i++) s = activate(s, addDays("2026-03-01", i), none);
    expect(s).toMatchObject({ streak: 21, freezes: 2 });
  });

  it("a missed day uses one at the reset, announced as 'A freeze kept your 12-day streak'", () => {
    const s = state({ streak: 12, freezes: 1, through: "2026-03-14" });
    const settled = settleBefore(s, "2026-03-16", none); // the 15th was missed
    expect(settled).toEqual({ state: { ...s, freezes: 0, through: "2026-03-15" }, frozen: ["2026-03-15"], ended: false, keptStreak: 12 });
    expect(freezeNotice(settled.keptStreak!, settled.frozen.length)).toBe("A freeze kept your 12-day streak");
    expect(activate(settled.state, "2026-03-16", none).streak).toBe(13);
    // Settling again the same day is a no-op.
    expect(settleBefore(settled.state, "2026-03-16", none)).toMatchObject({ frozen: [], keptStreak: null });
  });

  it("two missed days use two; three end the streak and keep the freezes", () => {
    const s = state({ streak: 15, freezes: 2, through: "2026-03-14" });
    expect(settleBefore(s, "2026-03-17", none)).toMatchObject({ frozen: ["2026-03-15", "2026-03-16"], state: { freezes: 0, streak: 15 } });
    expect(freezeNotice(15, 2)).toBe("2 freezes kept your 15-day streak");
    expect(settleBefore(s, "2026-03-18", none)).toMatchObject({ ended: true, frozen: [], state: { streak: 0, freezes: 2 } });
  });

  it("a streak of 0 uses none", () => {
    expect(settleBefore(state({ streak: 0, freezes: 2, through: "2026-03-01" }), "2026-03-16", none)).toMatchObject({ frozen: [], state: { freezes: 2 } });
  });

  it(`a gap over ${MAX_SETTLE_DAYS} days ends the streak even when all of it is excused`, () => {
    const excuses = { restDays: [1, 2, 3, 4, 5, 6, 7], pauses: [] };
    expect(settleBefore(state({ through: "2026-01-01" }), addDays("2026-01-02", MAX_SETTLE_DAYS), excuses).ended).toBe(false);
    expect(settleBefore(state({ through: "2026-01-01" }), addDays("2026-01-03", MAX_SETTLE_DAYS), excuses).ended).toBe(true);
  });
});

describe("switchClock (a time-zone or day-start switch)", () => {
  it("Auckland -> Honolulu: the day repeats; the streak neither grows twice nor breaks", () => {
    // Active on the 16th in Auckland (streak 10); in Honolulu it is the 15th again.
    const s = state({ streak: 10, through: "2026-03-16", lastActiveDate: "2026-03-16" });
    const switched = switchClock(s, "2026-03-16", "2026-03-15");
    expect(switched).toBe(s);
    expect(activate(switched, "2026-03-15", none)).toBe(s); // the repeated day adds nothing
    // Honolulu's 16th was reset in Auckland already; the 17th settles nothing and grows by one.
    const seventeenth = settleBefore(switched, "2026-03-17", none);
    expect(seventeenth.ended).toBe(false);
    expect(activate(seventeenth.state, "2026-03-17", none).streak).toBe(11);
  });

  it("Honolulu -> Auckland after a flight: the skipped date is not missed", () => {
    // Active on the 19th in Honolulu; lands on the 22nd in Auckland while Honolulu is still on the 20th.
    const s = state({ streak: 14, freezes: 0, through: "2026-03-19", lastActiveDate: "2026-03-19" });
    const switched = switchClock(s, "2026-03-20", "2026-03-22");
    expect(switched.through).toBe("2026-03-21");
    const settled = settleBefore(switched, "2026-03-22", none);
    expect(settled).toMatchObject({ ended: false, frozen: [] });
    expect(activate(settled.state, "2026-03-22", none).streak).toBe(15);
    // Already active on the 20th in Honolulu: the 22nd in Auckland is the same lived day (no day added).
    const active = state({ streak: 14, freezes: 0, through: "2026-03-20", lastActiveDate: "2026-03-20" });
    const same = switchClock(active, "2026-03-20", "2026-03-22");
    expect(activate(settleBefore(same, "2026-03-22", none).state, "2026-03-22", none).streak).toBe(14);
    expect(activate(settleBefore(same, "2026-03-23", none).state, "2026-03-23", none).streak).toBe(15);
    // Without the switch rule the 20th and 21st would have ended it.
    expect(settleBefore(s, "2026-03-22", none).ended).toBe(true);
  });

  it("a chain already broken before the switch is not mended by it", () => {
    const s = state({ streak: 14, through: "2026-03-17" });
    expect(switchClock(s, "2026-03-20", "2026-03-21")).toBe(s);
  });

  it("just after midnight: switching back to yesterday's zone changes nothing; forward adds no day", () => {
    const s = state({ streak: 3, through: "2026-03-15", lastActiveDate: "2026-03-15" });
    expect(switchClock(s, "2026-03-15", "2026-03-14")).toBe(s);
    const forward = switchClock(s, "2026-03-15", "2026-03-16");
    expect(forward).toMatchObject({ streak: 3, through: "2026-03-16", lastActiveDate: "2026-03-16" });
    expect(activate(forward, "2026-03-16", none).streak).toBe(3);
    // The next day the member lives grows it.
    expect(activate(settleBefore(forward, "2026-03-17", none).state, "2026-03-17", none).streak).toBe(4);
  });

  it("Berlin -> Auckland two minutes after registering: the streak stays 1", () => {
    // Registered and active at 20:00 in Berlin on the 14th (streak 1); Auckland is already on the 15th.
    const registered = activate({ streak: 0, freezes: 0, through: null, lastActiveDate: null }, "2026-03-14", none);
    expect(registered.streak).toBe(1);
    const switched = switchClock(registered, "2026-03-14", "2026-03-15");
    const settled = settleBefore(switched, "2026-03-15", none);
    expect(activate(settled.state, "2026-03-15", none).streak).toBe(1);
  });

  it("a switch ahead on a day not yet visited: the visit counts once", () => {
    // Active on the 14th; the 15th in Berlin not opened yet; switch to a zone on the 16th.
    const s = state({ streak: 3, through: "2026-03-14", lastActiveDate: "2026-03-14" });
    const switched = switchClock(s, "2026-03-15", "2026-03-16");
    expect(activate(settleBefore(switched, "2026-03-16", none).state, "2026-03-16", none).streak).toBe(4);
  });

  it("a zone switch never makes the streak longer than the days lived", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: -1, max: 2 })), { minLength: 1, maxLength: 30 }), (steps) => {
        // Each step: a day is lived (the date moves by one and the member visits), or a switch moves the date by `shift`.
        let s: StreakState = activate({ streak: 0, freezes: 0, through: null, lastActiveDate: null }, "2026-03-01", none);
        let today = "2026-03-01";
        let lastReset = "2026-03-01";
        let lived = 1;
        for (const [live, shift] of steps) {
          const next = live ? addDays(today, 1) : addDays(today, shift);
          if (live) lived += 1;
          else s = switchClock(s, today, next);
          today = next;
          if (today > lastReset) { s = settleBefore(s, today, none).state; lastReset = today; }
          s = activate(s, today, none);
          expect(s.streak).toBeLessThanOrEqual(lived);
        }
      }),
      { seed: 50, numRuns: 200 },
    );
  });

  // Visits a minute either side of local midnight, on DST days, are consecutive days.
  it.each([
    ["America/Los_Angeles", "2026-03-09T06:59:00Z", "2026-03-09T07:01:00Z"], // 23-hour day
    ["America/Los_Angeles", "2026-11-02T07:59:00Z", "2026-11-02T08:01:00Z"], // 25-hour day
    ["Pacific/Auckland", "2026-04-05T11:59:00Z", "2026-04-05T12:01:00Z"],
    ["Pacific/Auckland", "2026-09-27T10:59:00Z", "2026-09-27T11:01:00Z"],
    ["Asia/Kolkata", "2026-06-01T18:29:00Z", "2026-06-01T18:31:00Z"],
    ["UTC", "2026-06-01T23:59:00Z", "2026-06-02T00:01:00Z"],
  ])("%s: visits at %s and %s grow the streak", (tz, first, second) => {
    const day1 = localDate(new Date(first), tz);
    const day2 = localDate(new Date(second), tz);
    expect(day1).not.toBe(day2);
    const s = state({ streak: 3, through: day1, lastActiveDate: day1 });
    expect(activate(settleBefore(s, day2, none).state, day2, none).streak).toBe(4);
  });

  it("any sequence of switches and visits never ends a streak of a member who opens Reach every day they are in", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 1, maxLength: 30 }), (shifts) => {
        // Each step: the member's date moves by 0..+1 days naturally, then a switch moves it by `shift` (-1 .. +2).
        let s: StreakState = state({ streak: 1, through: "2026-03-01", lastActiveDate: "2026-03-01" });
        let today = "2026-03-01";
        let lastReset = "2026-03-01";
        for (const shift of shifts) {
          const next = addDays(today, 1);
          if (next > lastReset) { s = settleBefore(s, next, none).state; lastReset = next; }
          s = activate(s, next, none);
          const switched = addDays(next, shift);
          s = switchClock(s, next, switched);
          today = switched;
          if (today > lastReset) { s = settleBefore(s, today, none).state; lastReset = today; }
          s = activate(s, today, none);
          expect(s.streak).toBeGreaterThan(0);
        }
      }),
    );
  });
});
