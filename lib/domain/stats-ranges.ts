// The /stats ranges (docs/product/profile.md#stats), in a zod-free module so the screen's first-load script
// carries no zod (docs/decisions.md "zod stays out of first-load code"). lib/schemas/stats re-exports them.
export const STATS_RANGES = ["week", "month", "year", "all"] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
