// The kinds of widget award (docs/decisions.md "The toolkit: panel, storage and widget points";
// docs/product/widgets.md#widget-points): a widget asks for an award by its kind; the server names
// it (the fixed description a member reads in the points history: never the member's text, never
// an id), takes its source, bounds its points and counts it against the kind's daily limit, in the
// statement that records it (lib/services/widgets/record-widget-achievement). Beyond the limit an
// achievement is stored with 0 points. Browser-safe: no zod, no server code.
/** Where a widget award comes from (the ledger's source; lib/schemas/widget-limits re-exports it). */
export const WIDGET_SOURCES = ["task", "technique", "achievement"] as const;
export type WidgetSource = (typeof WIDGET_SOURCES)[number];

export type WidgetAwardKindRule = {
  source: WidgetSource;
  /** What the member reads in the points history ("Widget: " + this). */
  description: string;
  /** The most points one award of this kind asks for. */
  maxPoints: number;
  /** How many awards of this kind earn points a local day. */
  daily: number;
};

const kind = (source: WidgetSource, description: string, maxPoints: number, daily: number): WidgetAwardKindRule => ({ source, description, maxPoints, daily });

export const WIDGET_AWARD_KINDS = {
  pomodoroSession: kind("technique", "Pomodoro: session completed", 25, 16),
  pomodoroTaskCreated: kind("task", "Pomodoro: task milestone", 5, 2),
  pomodoroTaskCompleted: kind("task", "Pomodoro: task completed", 5, 10),
  timeboxCreated: kind("task", "Timeboxing: timebox planned", 10, 3),
  timeboxCompleted: kind("technique", "Timeboxing: timebox completed", 25, 8),
  twoMinuteCreated: kind("task", "Two-Minute Rule: task added", 8, 5),
  twoMinuteCompleted: kind("task", "Two-Minute Rule: task completed", 15, 10),
  kanbanStarted: kind("task", "Kanban Board: card started", 5, 10),
  kanbanCompleted: kind("task", "Kanban Board: card completed", 20, 10),
  kanbanCleared: kind("technique", "Kanban Board: done cards cleared", 15, 3),
  kanbanMilestone: kind("achievement", "Kanban Board: milestone reached", 25, 3),
  oneThreeFiveProgress: kind("technique", "1-3-5 Rule: part of the day's list done", 25, 3),
  oneThreeFiveBalance: kind("technique", "1-3-5 Rule: balance bonus", 25, 1),
  earlyBirdTask: kind("task", "Early Bird: task done before noon", 10, 3),
  flowtimeSession: kind("technique", "Flowtime: session completed", 25, 10),
  eightyTwentyCompleted: kind("task", "Eighty-Twenty: task completed", 15, 5),
  gtdCaptured: kind("task", "Getting Things Done: captured", 2, 10),
  gtdClarified: kind("task", "Getting Things Done: clarified", 2, 10),
  gtdCompleted: kind("task", "Getting Things Done: action completed", 5, 10),
  gtdArchived: kind("technique", "Getting Things Done: completed actions archived", 5, 1),
  eisenhowerMilestone: kind("achievement", "Eisenhower Matrix: milestone reached", 25, 3),
  buffettAdded: kind("task", "Buffett 5/25: goal written down", 2, 10),
  buffettCompleted: kind("task", "Buffett 5/25: goal completed", 15, 10),
  batchingAdded: kind("task", "Task Batching: task added", 2, 10),
  batchingCompleted: kind("task", "Task Batching: task completed", 3, 10),
  batchingBatch: kind("technique", "Task Batching: batch complete", 10, 3),
  batchingCleared: kind("technique", "Task Batching: completed tasks cleared", 5, 1),
} as const satisfies Record<string, WidgetAwardKindRule>;

export type WidgetAwardKind = keyof typeof WIDGET_AWARD_KINDS;

export const WIDGET_AWARD_KIND_NAMES = Object.keys(WIDGET_AWARD_KINDS) as [WidgetAwardKind, ...WidgetAwardKind[]];

/** The DailyAwardCount kind of a widget award kind (its own count a day, next to learned / accomplished). */
export const widgetDailyKind = (k: WidgetAwardKind) => `widget:${k}`;

/** A kind's award in a celebration's breakdown: its words after the widget's name ('milestone reached'). */
export const widgetAwardLabel = (k: WidgetAwardKind) => WIDGET_AWARD_KINDS[k].description.replace(/^[^:]*: /, "");

/** The kinds, for an error message. */
export const WIDGET_AWARDS_KINDS_TEXT = WIDGET_AWARD_KIND_NAMES.join(", ");
