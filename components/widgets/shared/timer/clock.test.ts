import { elapsed, endsAt, formatClock, formatMinutes, MINUTE, pauseRun, remaining, startRun, STOPPED } from "@/components/widgets/shared/timer/clock";

const T0 = Date.parse("2026-03-14T09:00:00Z");

test("a run is computed from its timestamps: start, pause, resume, however often it was (not) ticked", () => {
  let run = startRun(STOPPED, T0);
  expect(elapsed(run, T0 + 10 * MINUTE)).toBe(10 * MINUTE);
  run = pauseRun(run, T0 + 10 * MINUTE);
  expect(elapsed(run, T0 + 60 * MINUTE)).toBe(10 * MINUTE); // paused time does not count
  run = startRun(run, T0 + 60 * MINUTE);
  expect(startRun(run, T0 + 61 * MINUTE)).toBe(run); // starting a running run changes nothing
  expect(remaining(run, 25 * MINUTE, T0 + 70 * MINUTE)).toBe(5 * MINUTE);
  expect(endsAt(run, 25 * MINUTE)).toBe(T0 + 75 * MINUTE);
  expect(remaining(run, 25 * MINUTE, T0 + 200 * MINUTE)).toBe(0);
  expect(endsAt(pauseRun(run, T0 + 61 * MINUTE), 25 * MINUTE)).toBeNull();
  expect(elapsed(run, T0)).toBe(10 * MINUTE); // a clock set back never runs time backwards
});

test("formatClock", () => {
  expect(formatClock(25 * MINUTE)).toBe("25:00");
  expect(formatClock(25 * MINUTE - 1)).toBe("25:00");
  expect(formatClock(24 * MINUTE + 59_000)).toBe("24:59");
  expect(formatClock(0)).toBe("00:00");
  expect(formatClock(-5)).toBe("00:00");
  expect(formatClock(61 * MINUTE + 1000)).toBe("1:01:01");
  expect(formatClock(1999, "down")).toBe("00:01");
});

test("formatMinutes", () => {
  expect(formatMinutes(15)).toBe("15 min");
  expect(formatMinutes(60)).toBe("1h");
  expect(formatMinutes(95)).toBe("1h 35m");
});
