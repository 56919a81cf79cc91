// Widget achievements' sources, limits and the award a widget asks for, without zod: the widgets' award hook reads them in the
// browser, and zod stays out of the widget panel's chunks (docs/decisions.md "zod stays out of first-load code"). lib/schemas/widgets re-exports them.
export const WIDGET_SOURCES = ["task", "technique", "achievement"] as const;
export type WidgetSource = (typeof WIDGET_SOURCES)[number];

/**
 * One award a widget asks for (its pure rules.ts answers it; lib/client/use-widget-award sends it as
 * a WidgetAchievementBody): 1 to 25 points; `title`/`message` feed the celebration popup.
 */
export type WidgetAwardRequest = {
  source: WidgetSource;
  points: number;
  /** What was achieved; with the time sent, what makes a retry count once on the server. */
  description: string;
  /** The popup's title and message (default: 'Achievement Unlocked!' and the description). */
  title?: string;
  message?: string;
  /**
   * When it happened (epoch ms), sent as dateCreated; default: now. A timer sends its phase's end,
   * so two tabs finishing the same phase (or a retry) count once. Older than the server accepts: now.
   */
  at?: number;
};

export const WIDGET_ACHIEVEMENT_LIMITS = {
  description: 200,
  /** dateCreated may lie this far in the past (a phase that ended while the page was closed, an offline retry)... */
  pastMs: 48 * 60 * 60 * 1000,
  /** ...and this far in the future (a clock running ahead). */
  futureMs: 10 * 60 * 1000,
  /** GET /api/widget-achievements answers the newest this many. */
  list: 50,
} as const;
