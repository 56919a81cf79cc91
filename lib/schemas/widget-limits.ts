// Widget achievements' sources and limits, without zod: the widgets' award hook reads them in the
// browser, and zod stays out of the widget panel's chunks (issue 16). lib/schemas/widgets re-exports them.
export const WIDGET_SOURCES = ["task", "technique", "achievement"] as const;
export type WidgetSource = (typeof WIDGET_SOURCES)[number];

export const WIDGET_ACHIEVEMENT_LIMITS = {
  description: 200,
  /** dateCreated may lie this far in the past (a phase that ended while the page was closed, an offline retry)... */
  pastMs: 48 * 60 * 60 * 1000,
  /** ...and this far in the future (a clock running ahead). */
  futureMs: 10 * 60 * 1000,
  /** GET /api/widget-achievements answers the newest this many. */
  list: 50,
} as const;
