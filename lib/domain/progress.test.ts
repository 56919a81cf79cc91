import { completionPercent, medalFor } from "@/lib/domain/progress";

test("medals at 5, 10 and 15 points (docs/product/points-and-badges.md)", () => {
  expect([0, 4, 5, 9, 10, 14, 15, 2000].map(medalFor)).toEqual([null, null, "bronze", "bronze", "silver", "silver", "gold", "gold"]);
});

test("goal completion percent is the rounded share", () => {
  expect(completionPercent(0, 0)).toBe(0);
  expect(completionPercent(1, 3)).toBe(33);
  expect(completionPercent(2, 3)).toBe(67);
  expect(completionPercent(1, 8)).toBe(13);
  expect(completionPercent(4, 4)).toBe(100);
});
