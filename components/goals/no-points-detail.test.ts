// A completion that gave nothing says so (docs/product/points-and-badges.md#fair-points).
import { noPointsDetail } from "@/components/goals/use-complete-goal";

test("says why a completion earned no points, with the day's limit of its kind", () => {
  expect(noPointsDetail(false)).toBe("No points this time: a goal earns its points once, and 3 SMART goal completions a day earn points. Your goal is saved.");
  expect(noPointsDetail(true)).toBe("No points this time: a goal earns its points once, and 1 main goal completion a day earns points. Your goal is saved.");
});
