// The twelve widgets of the Tick Tock Toolkit in the list order of docs/product/widgets.md#the-toolkit-panel (Pomodoro first): the
// order of the Change widget dialog and of the daily default.
export const WIDGET_IDS = [
  "pomodoro",
  "timeboxing",
  "two-minute-rule",
  "kanban-board",
  "one-three-five",
  "early-bird",
  "flowtime",
  "eighty-twenty",
  "getting-things-done",
  "warren-buffett",
  "eisenhower-matrix",
  "task-batching",
] as const;

export type WidgetId = (typeof WIDGET_IDS)[number];

export const isWidgetId = (value: unknown): value is WidgetId => typeof value === "string" && (WIDGET_IDS as readonly string[]).includes(value);
