// Getting Things Done (docs/product/widgets.md#getting-things-done): everything is captured into the inbox, then
// clarified into next, waiting, scheduled, someday or reference. Only next actions complete;
// completed actions are read-only until 'Archive Completed Items' removes them. Points (ours,
// docs/decisions.md): capture 2, clarify out of the inbox 2, complete a next action 5, archive 5;
// captures, clarifications and completions earn for WIDGET_DAILY_LIMITS a day (shared/daily-count).
import { LIMITS } from "@/lib/constants";
import { addDays, isLocalDate, type LocalDate } from "@/lib/domain/day";
import { dailyAward } from "@/components/widgets/shared/daily-count";
import { deleteItem, type ItemLens } from "@/components/widgets/shared/item-awards";
import { done, refuse, type Outcome, type Refusal } from "@/components/widgets/shared/outcome";
import type { GtdAction, GtdContext, GtdData, GtdType } from "./storage";

export const GTD_POINTS = { capture: 2, clarify: 2, complete: 5, archive: 5 } as const;

export const ACTION_REQUIRED: Refusal = { title: "Action Required", description: "Please enter an action description." };
export const ACTION_EDIT_EMPTY: Refusal = { title: "Action Required", description: "Action description cannot be empty." };
export const ACTION_READ_ONLY: Refusal = { title: "Action Completed", description: "Completed actions cannot be edited." };
export const PROJECT_REQUIRED: Refusal = { title: "Project Name Required", description: "Please enter a name for the new project." };
export const PROJECT_EXISTS: Refusal = { title: "Project Already Exists", description: "A project with this name already exists." };
export const NO_COMPLETED_ACTIONS: Refusal = { title: "No Completed Actions", description: "There are no completed actions to archive.", informative: true };

/** The lists in the order the widget shows them: the inbox first. */
export const GTD_LISTS: { type: GtdType; label: string }[] = [
  { type: "inbox", label: "Inbox" },
  { type: "next", label: "Next Actions" },
  { type: "waiting", label: "Waiting For" },
  { type: "scheduled", label: "Scheduled" },
  { type: "someday", label: "Someday/Maybe" },
  { type: "reference", label: "Reference" },
  { type: "completed", label: "Completed" },
];

/** Where an open action can be clarified to (from the inbox, or between these lists). */
export const CLARIFY_TARGETS: GtdType[] = ["next", "waiting", "scheduled", "someday", "reference"];

export const DUE_SOON_DAYS = 2;

export type DueStatus = "overdue" | "due-soon" | null;

/** Overdue when the due date is before today; due soon when it is today or within the next 2 days. */
export function dueStatus(action: Pick<GtdAction, "dueDate" | "completed">, today: LocalDate): DueStatus {
  if (!action.dueDate || action.completed || !isLocalDate(today)) return null;
  if (action.dueDate < today) return "overdue";
  if (action.dueDate <= addDays(today, DUE_SOON_DAYS)) return "due-soon";
  return null;
}

export function canMove(action: GtdAction, to: GtdType): boolean {
  return !action.completed && action.type !== to && CLARIFY_TARGETS.includes(to);
}

/** One list's actions: dated ones first by due date, then newest first; filters by project and context. */
export function actionsOf(
  data: GtdData,
  type: GtdType,
  filter: { project?: string | null; context?: GtdContext | null } = {},
): GtdAction[] {
  return data.actions
    .filter((a) => a.type === type)
    .filter((a) => !filter.project || a.project === filter.project)
    .filter((a) => !filter.context || a.context === filter.context)
    .sort((a, b) => {
      if (a.dueDate !== b.dueDate) {
        if (!a.dueDate) return 1;
        if (!b.dueDate) return -1;
        return a.dueDate < b.dueDate ? -1 : 1;
      }
      return b.dateCreated.localeCompare(a.dateCreated);
    });
}

export function countsByType(data: GtdData): Record<GtdType, number> {
  const counts = Object.fromEntries(GTD_LISTS.map((l) => [l.type, 0])) as Record<GtdType, number>;
  for (const a of data.actions) counts[a.type] += 1;
  return counts;
}

export type ActionDetails = { project?: string | null; context?: GtdContext | null; dueDate?: LocalDate | null; notes?: string };

/** Captures a new action into the inbox. */
export function captureAction(data: GtdData, input: { id: string; content: string; now: Date; today: LocalDate } & ActionDetails): Outcome<GtdData> {
  const content = input.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(ACTION_REQUIRED);
  const action: GtdAction = {
    id: input.id,
    content,
    type: "inbox",
    completed: false,
    dateCreated: input.now.toISOString(),
    dateCompleted: null,
    project: input.project ?? null,
    context: input.context ?? null,
    dueDate: input.dueDate ?? null,
    notes: (input.notes ?? "").slice(0, LIMITS.text),
  };
  const counted = dailyAward({ ...data, actions: [action, ...data.actions] }, input.today, "gtdCapture", {
    source: "task",
    points: GTD_POINTS.capture,
    kind: "gtdCaptured", description: `GTD: captured ${input.id}`, item: input.id,
    title: "Captured",
    message: "In the inbox, out of your head.",
  });
  return done(counted.state, ...counted.awards);
}

/** Clarifies an open action into another list; only the first move out of the inbox earns points. */
export function moveAction(data: GtdData, id: string, to: GtdType, today: LocalDate): Outcome<GtdData> {
  const action = data.actions.find((a) => a.id === id);
  if (!action) return done(data);
  if (action.completed) return refuse(ACTION_READ_ONLY);
  if (!canMove(action, to)) return done(data);
  const next = { ...data, actions: data.actions.map((a) => (a.id === id ? { ...a, type: to } : a)) };
  if (action.type !== "inbox") return done(next);
  const label = GTD_LISTS.find((l) => l.type === to)!.label;
  const counted = dailyAward(next, today, "gtdClarify", { source: "task", points: GTD_POINTS.clarify, kind: "gtdClarified", description: `GTD: clarified ${id} to ${to}`, item: id, title: "Inbox Processed", message: `Moved to ${label}.` });
  return done(counted.state, ...counted.awards);
}

/** Completes a next action (type completed, completion date set); any other list cannot complete. */
export function completeAction(data: GtdData, id: string, now: Date, today: LocalDate): Outcome<GtdData> {
  const action = data.actions.find((a) => a.id === id);
  if (!action || action.type !== "next" || action.completed) return done(data);
  const actions = data.actions.map((a) =>
    a.id === id ? { ...a, type: "completed" as const, completed: true, dateCompleted: now.toISOString() } : a,
  );
  const counted = dailyAward({ ...data, actions }, today, "gtdComplete", { source: "task", points: GTD_POINTS.complete, kind: "gtdCompleted", description: `GTD: completed ${id}`, item: id, title: "Next Action Done!", message: action.content });
  return done(counted.state, ...counted.awards);
}

/** Saves an edit of an open action; completed actions are read-only. */
export function editAction(data: GtdData, id: string, patch: { content: string } & ActionDetails): Outcome<GtdData> {
  const action = data.actions.find((a) => a.id === id);
  if (!action) return done(data);
  if (action.completed) return refuse(ACTION_READ_ONLY);
  const content = patch.content.trim().slice(0, LIMITS.title);
  if (!content) return refuse(ACTION_EDIT_EMPTY);
  const edited: GtdAction = {
    ...action,
    content,
    project: patch.project === undefined ? action.project : patch.project,
    context: patch.context === undefined ? action.context : patch.context,
    dueDate: patch.dueDate === undefined ? action.dueDate : patch.dueDate,
    notes: patch.notes === undefined ? action.notes : patch.notes.slice(0, LIMITS.text),
  };
  return done({ ...data, actions: data.actions.map((a) => (a.id === id ? edited : a)) });
}

/** Where the actions are: an award's id is kept on its action (shared/item-awards). */
export const GTD_ITEMS: ItemLens<GtdData, GtdAction> = { of: (data) => data.actions, with: (data, actions) => ({ ...data, actions }) };

/** Deletes an action; the awards it earned are given back (the server does it for today's only). */
export function deleteAction(data: GtdData, id: string): Outcome<GtdData> {
  return deleteItem(GTD_ITEMS, data, id, { ...data, actions: data.actions.filter((a) => a.id !== id) });
}

/** 'Archive Completed Items': removes every completed action ('No Completed Actions' when none). */
export function archiveCompleted(data: GtdData): Outcome<GtdData> & { archived?: number } {
  const archived = data.actions.filter((a) => a.completed).length;
  if (archived === 0) return refuse(NO_COMPLETED_ACTIONS);
  return {
    ...done(
      { ...data, actions: data.actions.filter((a) => !a.completed) },
      { source: "technique", points: GTD_POINTS.archive, kind: "gtdArchived", description: `GTD: archived ${archived} completed`, title: "Weekly Review", message: `${archived} completed ${archived === 1 ? "action" : "actions"} archived.` },
    ),
    archived,
  };
}

/** A new project: trimmed, not blank, not a duplicate (ignoring case). */
export function addProject(data: GtdData, name: string): Outcome<GtdData> {
  const trimmed = name.trim().slice(0, LIMITS.title);
  if (!trimmed) return refuse(PROJECT_REQUIRED);
  if (data.projects.some((p) => p.toLowerCase() === trimmed.toLowerCase())) return refuse(PROJECT_EXISTS);
  return done({ ...data, projects: [...data.projects, trimmed] });
}
