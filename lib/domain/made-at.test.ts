import { GRACE_MS, MADE_AT_INVALID_MESSAGE, madeAtOf, TOO_OLD_MESSAGE } from "@/lib/domain/made-at";

const NOW = Date.UTC(2026, 10, 29, 12);

describe("a write's made-at time", () => {
  it("is absent without the header", () => {
    expect(madeAtOf(null, NOW)).toBeNull();
  });
  it("is taken within the 36 h grace, to the millisecond", () => {
    expect(madeAtOf(String(NOW - 1000), NOW)).toEqual({ at: NOW - 1000 });
    expect(madeAtOf(String(NOW - GRACE_MS), NOW)).toEqual({ at: NOW - GRACE_MS });
  });
  it("is refused past the grace", () => {
    expect(madeAtOf(String(NOW - GRACE_MS - 1), NOW)).toEqual({ refused: TOO_OLD_MESSAGE });
    expect(TOO_OLD_MESSAGE).toMatch(/36 hours/);
  });
  it("is bounded by the server's clock: a device ahead of it gives the server's now", () => {
    expect(madeAtOf(String(NOW + 3_600_000), NOW)).toEqual({ at: NOW });
  });
  it("refuses what is not a time", () => {
    for (const bad of ["", "soon", "-5", "1.5", "12345678901234567"]) expect(madeAtOf(bad, NOW)).toEqual({ refused: MADE_AT_INVALID_MESSAGE });
  });
});
