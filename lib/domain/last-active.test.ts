import { lastActiveLabel } from "@/lib/domain/last-active";

const NOW = new Date("2026-11-25T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("lastActiveLabel", () => {
  it.each([
    [0, "last active just now"],
    [59_000, "last active just now"],
    [60_000, "last active 1 min ago"],
    [59 * 60_000, "last active 59 min ago"],
    [2 * 3600_000 + 59 * 60_000, "last active 2 h ago"],
    [23 * 3600_000, "last active 23 h ago"],
    [24 * 3600_000, "last active 1 day ago"],
    [6 * 24 * 3600_000, "last active 6 days ago"],
  ])("%i ms ago: %s", (ms, label) => {
    expect(lastActiveLabel(ago(ms), NOW)).toBe(label);
  });

  it("a clock a little behind the server's reads as just now", () => {
    expect(lastActiveLabel(new Date(NOW.getTime() + 5000), NOW)).toBe("last active just now");
  });
});
