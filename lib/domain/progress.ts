// The progress panel's readings (docs/product/points-and-badges.md#the-progress-panel): the medal on the
// points tile and the goal completion percent.
export type Medal = "gold" | "silver" | "bronze";

/** docs/product/points-and-badges.md#the-progress-panel literally: 5 or more bronze, 10 or more silver, 15 or more gold. */
export const MEDAL_THRESHOLDS: readonly { medal: Medal; min: number }[] = [
  { medal: "gold", min: 15 },
  { medal: "silver", min: 10 },
  { medal: "bronze", min: 5 },
];

export function medalFor(points: number): Medal | null {
  return MEDAL_THRESHOLDS.find((t) => points >= t.min)?.medal ?? null;
}

/** The rounded share (0-100) of goals with isCompleted; 0 when there are none. */
export function completionPercent(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
