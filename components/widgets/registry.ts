"use client";
// The Tick Tock Toolkit's twelve widgets (docs/product/widgets.md#the-toolkit-panel) in list order: what the panel header, the
// 'Learn more' and 'Change widget' dialogs and the widget-data export read. Each Component is its
// own lazily loaded chunk with a skeleton: `Component: lazyWidget(() => import("./<id>/<id>-widget"))`.
// storageKeys: the widget's local-store keys (storage-keys.ts);
// a stored key belongs to the widget when it equals one or starts with one followed by "-" or ":".
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import {
  Columns3Icon,
  Grid2x2Icon,
  HourglassIcon,
  InboxIcon,
  LayersIcon,
  ListOrderedIcon,
  PieChartIcon,
  SunriseIcon,
  TargetIcon,
  TimerIcon,
  WavesIcon,
  ZapIcon,
  type LucideIcon,
} from "lucide-react";
import { WidgetSkeleton } from "@/components/widgets/shared/widget-skeleton";
import { WIDGET_STORAGE_KEYS } from "@/components/widgets/storage-keys";
import type { WidgetId } from "@/components/widgets/widget-ids";

export type LearnMore = { text: string; steps?: readonly string[] };

export type WidgetEntry = {
  id: WidgetId;
  title: string;
  description: string;
  icon: LucideIcon;
  learnMore: LearnMore;
  storageKeys: readonly string[];
  Component: ComponentType;
};

/** A widget's own lazily loaded chunk (next/dynamic, client only) with the skeleton while it loads. */
export function lazyWidget(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return dynamic(load, { ssr: false, loading: WidgetSkeleton });
}

export const WIDGETS: readonly WidgetEntry[] = [
  {
    id: "pomodoro",
    title: "Pomodoro Technique",
    description: "Work in focused 25-minute sessions with short breaks in between.",
    icon: TimerIcon,
    learnMore: {
      text: "The Pomodoro Technique splits work into focused sessions separated by short breaks, so you keep your energy all day.",
      steps: [
        "Add the tasks you want to work on and pick the current one.",
        "Start a 25-minute work session and focus on that task only.",
        "When the bell rings, take a 5-minute short break.",
        "After every 4th session, take a longer 15-minute break.",
        "Mark a task complete when it is done and pick the next one.",
      ],
    },
    storageKeys: WIDGET_STORAGE_KEYS.pomodoro,
    Component: lazyWidget(() => import("./pomodoro/pomodoro-widget")),
  },
  {
    id: "timeboxing",
    title: "Timeboxing",
    description: "Give each task a fixed block of time and finish within it.",
    icon: HourglassIcon,
    learnMore: {
      text: "Timeboxing gives a task a fixed amount of time up front. The box, not the task, decides when you stop, which beats perfectionism and procrastination.",
      steps: [
        "Name a task and choose its box: 1 to 120 minutes (15 by default).",
        "Start the box: only one runs at a time.",
        "Work on that task only; pause and resume if you are interrupted.",
        "When the time is up the box is complete: review what you did and move on.",
      ],
    },
    storageKeys: WIDGET_STORAGE_KEYS.timeboxing,
    Component: lazyWidget(() => import("./timeboxing/timeboxing-widget")),
  },
  {
    id: "two-minute-rule",
    title: "Two-Minute Rule",
    description: "If it takes less than two minutes, do it now.",
    icon: ZapIcon,
    learnMore: { text: "Do anything that takes less than two minutes right away instead of writing it down; schedule the rest." },
    storageKeys: WIDGET_STORAGE_KEYS["two-minute-rule"],
    Component: lazyWidget(() => import("./two-minute-rule/two-minute-rule-widget")),
  },
  {
    id: "kanban-board",
    title: "Kanban Board",
    description: "Move your work from To Do through In Progress to Done.",
    icon: Columns3Icon,
    learnMore: { text: "A Kanban board shows your work as cards in columns. Keep at most 3 tasks in progress so you finish before you start." },
    storageKeys: WIDGET_STORAGE_KEYS["kanban-board"],
    Component: lazyWidget(() => import("./kanban-board/kanban-board-widget")),
  },
  {
    id: "one-three-five",
    title: "1-3-5 Rule",
    description: "Plan one big, three medium and five small tasks a day.",
    icon: ListOrderedIcon,
    learnMore: { text: "Each day, plan to finish one big task, three medium tasks and five small ones: a realistic list of nine." },
    storageKeys: WIDGET_STORAGE_KEYS["one-three-five"],
    Component: lazyWidget(() => import("./one-three-five/one-three-five-widget")),
  },
  {
    id: "early-bird",
    title: "Early Bird",
    description: "Win the morning: a priority task, an intention and a reflection.",
    icon: SunriseIcon,
    learnMore: { text: "Start the day with your most important task before noon, set an intention for the day and reflect on your morning." },
    storageKeys: WIDGET_STORAGE_KEYS["early-bird"],
    Component: lazyWidget(() => import("./early-bird/early-bird-widget")),
  },
  {
    id: "flowtime",
    title: "Flowtime",
    description: "Work while you are in flow, then take the break you earned.",
    icon: WavesIcon,
    learnMore: { text: "Flowtime lets you work as long as you stay focused, then take a break of about a fifth of the time you worked." },
    storageKeys: WIDGET_STORAGE_KEYS.flowtime,
    Component: lazyWidget(() => import("./flowtime/flowtime-widget")),
  },
  {
    id: "eighty-twenty",
    title: "80/20 Rule",
    description: "Focus on the 20% of tasks that bring 80% of the results.",
    icon: PieChartIcon,
    learnMore: { text: "The Pareto principle: a few tasks bring most of the results. Rate each task's impact and do the high-impact ones first." },
    storageKeys: WIDGET_STORAGE_KEYS["eighty-twenty"],
    Component: lazyWidget(() => import("./eighty-twenty/eighty-twenty-widget")),
  },
  {
    id: "getting-things-done",
    title: "Getting Things Done",
    description: "Capture everything, then clarify, organize and do.",
    icon: InboxIcon,
    learnMore: { text: "Getting Things Done: capture every open loop in an inbox, decide its next action, organize it by list, project and context, and review." },
    storageKeys: WIDGET_STORAGE_KEYS["getting-things-done"],
    Component: lazyWidget(() => import("./getting-things-done/getting-things-done-widget")),
  },
  {
    id: "warren-buffett",
    title: "Warren Buffett 5/25",
    description: "List 25 goals, focus on the top 5 and avoid the rest.",
    icon: TargetIcon,
    learnMore: { text: "Write down 25 goals, circle the 5 that matter most, and avoid the other 20 until the top 5 are done." },
    storageKeys: WIDGET_STORAGE_KEYS["warren-buffett"],
    Component: lazyWidget(() => import("./warren-buffett/warren-buffett-widget")),
  },
  {
    id: "eisenhower-matrix",
    title: "Eisenhower Matrix",
    description: "Sort tasks by urgent and important: do, schedule, delegate, eliminate.",
    icon: Grid2x2Icon,
    learnMore: { text: "Sort each task into one of four quadrants: do urgent and important tasks now, schedule important ones, delegate urgent ones and drop the rest." },
    storageKeys: WIDGET_STORAGE_KEYS["eisenhower-matrix"],
    Component: lazyWidget(() => import("./eisenhower-matrix/eisenhower-matrix-widget")),
  },
  {
    id: "task-batching",
    title: "Task Batching",
    description: "Group similar tasks and do them in one focused session.",
    icon: LayersIcon,
    learnMore: { text: "Group similar tasks (email, calls, admin) into batches and do each batch in one focused session to avoid switching costs." },
    storageKeys: WIDGET_STORAGE_KEYS["task-batching"],
    Component: lazyWidget(() => import("./task-batching/task-batching-widget")),
  },
];

export function widgetById(id: WidgetId): WidgetEntry {
  return WIDGETS.find((w) => w.id === id) ?? WIDGETS[0];
}

/** Does a local-store key (without the member prefix) belong to this widget? */
export function ownsKey(widget: Pick<WidgetEntry, "storageKeys">, key: string): boolean {
  return widget.storageKeys.some((k) => key === k || key.startsWith(`${k}-`) || key.startsWith(`${k}:`));
}
