import { WIDGET_SOURCES, type WidgetAwardKind, type WidgetSource } from "@/lib/domain/widget-awards";
// Widget achievements' sources, limits and the award a widget asks for, without zod: the widgets' award hook reads them in the
// browser, and zod stays out of the widget panel's chunks (docs/decisions.md "zod stays out of first-load code"). lib/schemas/widgets re-exports them.
export { WIDGET_SOURCES, type WidgetSource };

/**
 * One award a widget asks for (its pure rules.ts answers it; lib/client/use-widget-award sends it as
 * a WidgetAchievementBody): 1 to 25 points; `title`/`message` feed the celebration popup.
 */
export type WidgetAwardRequest = {
  /** What the server records (lib/domain/widget-awards): it names the award and keeps its daily count. */
  kind: WidgetAwardKind;
  source: WidgetSource;
  points: number;
  /** What was achieved, in the browser only (the popup's default message): never sent, the server names the award by its kind. */
  description: string;
  /** The popup's title and message (default: 'Achievement Unlocked!' and the description). */
  title?: string;
  message?: string;
  /**
   * When it happened (epoch ms), sent as dateCreated; default: now. A timer sends its phase's end,
   * so two tabs finishing the same phase (or a retry) count once. Older than the server accepts: now.
   */
  at?: number;
  /**
   * The widget item the award is for (its id in the widget's data), never sent: the award's id the
   * server answers is kept with that item, so deleting it the same day gives the award back.
   */
  item?: string;
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
