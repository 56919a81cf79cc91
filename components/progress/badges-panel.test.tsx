// The badges panel and the profile's Achievements: each medal badge in its own medal colour (docs/decisions.md "Member-facing fixes"), not the one
// gold-and-cardinal disc of every other badge.
import { screen, within } from "@testing-library/react";
import { AchievementsTab } from "@/components/profile/achievements-tab";
import { BadgesPanel } from "@/components/progress/badges-panel";
import { queryKeys } from "@/lib/query/query-keys";
import { renderWithData } from "@/tests/support/render-with-data";
import type { BadgeProgress } from "@/lib/domain/badges";

jest.mock("@/lib/client/api", () => jest.requireActual("@/tests/support/render-with-data").mockApiModule());

const earned = (code: string, name: string): BadgeProgress =>
  ({ code, name, description: "", earned: true, earnedAt: "2026-03-14T10:00:00Z", current: 1, target: 1, progress: "" }) as BadgeProgress;

test("Bronze, Silver and Gold Medal each get their own disc colour", () => {
  const badges = [earned("xp-5", "Bronze Medal"), earned("xp-10", "Silver Medal"), earned("xp-15", "Gold Medal"), earned("first-goal", "First Goal")];
  renderWithData(<BadgesPanel />, [[queryKeys.badges, badges]]);
  const disc = (code: string) => within(screen.getByTestId(`badge-${code}`)).getByTestId("badge-disc").className;
  const discs = ["xp-5", "xp-10", "xp-15"].map(disc);
  expect(new Set(discs).size).toBe(3);
  expect(discs[0]).toMatch(/orange/);
  expect(discs[1]).toMatch(/slate/);
  expect(discs[2]).toMatch(/gold/);
  for (const d of discs) expect(d).not.toMatch(/text-cardinal/);
  expect(disc("first-goal")).toMatch(/text-cardinal-900/);
});

test("the profile's Achievements draws the three medals in three colours, not the one cardinal ribbon", () => {
  renderWithData(<AchievementsTab badges={["xp-5", "xp-10", "xp-15", "first-goal"]} />);
  const tone = (code: string) => screen.getByTestId(`badge-icon-${code}`).getAttribute("class") ?? "";
  const medals = ["xp-5", "xp-10", "xp-15"].map(tone);
  expect(new Set(medals).size).toBe(3);
  for (const m of medals) expect(m).not.toMatch(/cardinal/);
  expect(tone("first-goal")).toMatch(/text-cardinal-700/);
});
