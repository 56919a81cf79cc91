// npm run load --times-capacity's open-loop pace (scripts/lib/load-offered.mjs).
import { arrivalsDue, nextCall } from "./load-offered.mjs";

it("sends arrivals on their schedule whatever was answered, catching up after a late turn", () => {
  expect(arrivalsDue(0, 600, 0)).toBe(0);
  expect(arrivalsDue(10, 600, 0)).toBe(6);
  // A turn 50 ms late sends the 30 that were due at once.
  expect(arrivalsDue(60, 600, 6)).toBe(30);
  expect(arrivalsDue(60, 600, 36)).toBe(0);
  expect(arrivalsDue(1000, 1464.4, 0)).toBe(1464);
});

it("passes over a member's write while its last write to that path is unanswered; reads go in parallel", () => {
  const cycle = [
    { method: "GET", path: "/a" },
    { method: "POST", path: "/a" },
    { method: "POST", path: "/b" },
    { method: "GET", path: "/c" },
  ];
  expect(nextCall(cycle, 0, new Set())).toEqual({ op: cycle[0], step: 1 });
  expect(nextCall(cycle, 1, new Set())).toEqual({ op: cycle[1], step: 2 });
  expect(nextCall(cycle, 1, new Set(["/a"]))).toEqual({ op: cycle[2], step: 3 });
  expect(nextCall(cycle, 1, new Set(["/a", "/b"]))).toEqual({ op: cycle[3], step: 4 });
  // Wraps around the cycle.
  expect(nextCall(cycle, 5, new Set(["/a"]))).toEqual({ op: cycle[2], step: 7 });
  expect(() => nextCall([{ method: "POST", path: "/a" }], 0, new Set(["/a"]))).toThrow("a cycle without a read");
});
