// Every widget's local-store keys (stored as reach:<member>:<key>, lib/client/local-store), in one
// place without zod: each widget reads and writes its own keys from here, and the registry (the
// widget-data export and import) knows which stored keys belong to which widget from WIDGET_STORAGE_KEYS.
// The names are the product's (docs/product/widgets.md); a stored key belongs to a widget when it
// equals one of its keys or starts with one followed by "-" or ":". The timer widgets' keys live in
// shared/timer/timer-keys, which the dashboard's first load reads without the rest.
import { FLOWTIME_KEY, POMODORO_KEY, TIMEBOXING_KEY } from "@/components/widgets/shared/timer/timer-keys";
import type { WidgetId } from "@/components/widgets/widget-ids";

export { FLOWTIME_KEY, POMODORO_KEY, TIMEBOXING_KEY };
export const TWO_MINUTE_KEY = "two-minute-rule";
export const KANBAN_KEY = "kanban-board";
export const ONE_THREE_FIVE_KEY = "one-three-five";
export const EARLY_BIRD_KEY = "early-bird";
export const EIGHTY_TWENTY_KEY = "eighty-twenty-tasks";
export const GTD_KEY = "gtd-data";
export const BUFFETT_KEY = "warren-buffet-goals";
export const EISENHOWER_KEY = "eisenhower-matrix-tasks";
export const BATCHING_KEY = "task-batching-data";
export const BATCHING_SESSIONS_KEY = "task-batching-sessions";
export const BATCHING_CLEANUPS_KEY = "task-batching-cleanups";

export const WIDGET_STORAGE_KEYS: Record<WidgetId, readonly string[]> = {
  pomodoro: [POMODORO_KEY],
  timeboxing: [TIMEBOXING_KEY],
  "two-minute-rule": [TWO_MINUTE_KEY],
  "kanban-board": [KANBAN_KEY],
  "one-three-five": [ONE_THREE_FIVE_KEY],
  "early-bird": [EARLY_BIRD_KEY],
  flowtime: [FLOWTIME_KEY],
  "eighty-twenty": [EIGHTY_TWENTY_KEY, "eighty-twenty"],
  "getting-things-done": [GTD_KEY, "getting-things-done"],
  "warren-buffett": [BUFFETT_KEY, "warren-buffett"],
  "eisenhower-matrix": [EISENHOWER_KEY, "eisenhower-matrix"],
  "task-batching": [BATCHING_KEY, "task-batching"],
};
