import { accepted, awardedPoints } from "@/components/widgets/shared/outcome-testing";
import {
  ACTION_EDIT_EMPTY,
  ACTION_READ_ONLY,
  ACTION_REQUIRED,
  GTD_LISTS,
  GTD_POINTS,
  NO_COMPLETED_ACTIONS,
  PROJECT_EXISTS,
  PROJECT_REQUIRED,
  actionsOf,
  addProject,
  archiveCompleted,
  captureAction,
  completeAction,
  countsByType,
  deleteAction,
  dueStatus,
  editAction,
  moveAction,
} from "./rules";
import { DEFAULT_PROJECTS, GTD_CONTEXTS, GTD_EMPTY, gtdDataSchema, type GtdData } from "./storage";

const DAY = "2026-05-11";

const t0 = new Date("2026-03-14T09:00:00Z");
const later = (min: number) => new Date(t0.getTime() + min * 60_000);



function withActions(...names: string[]): GtdData {
  return names.reduce((data, name, i) => accepted(captureAction(data, { today: DAY, id: name, content: name, now: later(i) })), GTD_EMPTY);
}

test("defaults: six projects, seven contexts, the inbox listed first", () => {
  expect(DEFAULT_PROJECTS).toEqual(["Personal", "Work", "Health", "Finance", "Home", "Learning"]);
  expect(GTD_CONTEXTS).toEqual(["home", "work", "computer", "phone", "errands", "meetings", "anywhere"]);
  expect(GTD_LISTS[0].type).toBe("inbox");
  expect(gtdDataSchema.parse(GTD_EMPTY)).toEqual(GTD_EMPTY);
});

test("new actions start in the inbox, trimmed; blank is refused with 'Action Required'", () => {
  const out = captureAction(GTD_EMPTY, { today: DAY, id: "a", content: "  Call Sam  ", now: t0, context: "phone" });
  expect(out).toMatchObject({ ok: true, awards: [{ points: GTD_POINTS.capture, source: "task" }] });
  const a = accepted(out).actions[0];
  expect(a).toMatchObject({ content: "Call Sam", type: "inbox", completed: false, dateCompleted: null, context: "phone", dateCreated: t0.toISOString() });
  expect(captureAction(GTD_EMPTY, { today: DAY, id: "b", content: "   ", now: t0 })).toEqual({ ok: false, refusal: ACTION_REQUIRED });
  expect(ACTION_REQUIRED).toEqual({ title: "Action Required", description: "Please enter an action description." });
});

test("from the inbox to next, waiting, scheduled, someday or reference; only the first clarification earns", () => {
  for (const to of ["next", "waiting", "scheduled", "someday", "reference"] as const) {
    const out = moveAction(withActions("a"), "a", to, DAY);
    expect(out).toMatchObject({ ok: true, awards: [{ points: GTD_POINTS.clarify }] });
    expect(accepted(out).actions[0].type).toBe(to);
  }
  const waiting = accepted(moveAction(withActions("a"), "a", "waiting", DAY));
  const again = moveAction(waiting, "a", "next", DAY);
  expect(accepted(again).actions[0].type).toBe("next");
  expect(awardedPoints(again)).toEqual([]);
  // nothing goes back to the inbox or straight to completed
  expect(accepted(moveAction(waiting, "a", "inbox", DAY)).actions[0].type).toBe("waiting");
  expect(accepted(moveAction(waiting, "a", "completed", DAY)).actions[0].type).toBe("waiting");
});

test("only next actions complete; completed actions are read-only", () => {
  const inbox = withActions("a");
  expect(accepted(completeAction(inbox, "a", t0, DAY)).actions[0].completed).toBe(false);
  const next = accepted(moveAction(inbox, "a", "next", DAY));
  const out = completeAction(next, "a", later(5), DAY);
  expect(out).toMatchObject({ ok: true, awards: [{ points: GTD_POINTS.complete }] });
  const completed = accepted(out);
  expect(completed.actions[0]).toMatchObject({ type: "completed", completed: true, dateCompleted: later(5).toISOString() });
  expect(editAction(completed, "a", { content: "x" })).toEqual({ ok: false, refusal: ACTION_READ_ONLY });
  expect(moveAction(completed, "a", "next", DAY)).toEqual({ ok: false, refusal: ACTION_READ_ONLY });
  expect(awardedPoints(completeAction(completed, "a", later(6), DAY))).toEqual([]);
  expect(accepted(deleteAction(completed, "a")).actions).toHaveLength(0);
});

test("edits are trimmed; a blank edit says 'Action description cannot be empty.'", () => {
  const data = withActions("a");
  const edited = accepted(editAction(data, "a", { content: " Buy milk ", project: "Home", context: "errands", dueDate: "2026-03-15", notes: "2 l" }));
  expect(edited.actions[0]).toMatchObject({ content: "Buy milk", project: "Home", context: "errands", dueDate: "2026-03-15", notes: "2 l" });
  expect(editAction(data, "a", { content: "  " })).toEqual({ ok: false, refusal: ACTION_EDIT_EMPTY });
  expect(ACTION_EDIT_EMPTY.description).toBe("Action description cannot be empty.");
});

test("due dates: overdue before today, due soon today and within the next 2 days", () => {
  const today = "2026-03-14";
  const s = (dueDate: string | null, completed = false) => dueStatus({ dueDate, completed }, today);
  expect(s("2026-03-13")).toBe("overdue");
  expect(s("2026-03-14")).toBe("due-soon");
  expect(s("2026-03-16")).toBe("due-soon");
  expect(s("2026-03-17")).toBeNull();
  expect(s(null)).toBeNull();
  expect(s("2026-03-01", true)).toBeNull();
  expect(dueStatus({ dueDate: "2026-03-01", completed: false }, "")).toBeNull();
  // across a month end
  expect(dueStatus({ dueDate: "2026-04-01", completed: false }, "2026-03-30")).toBe("due-soon");
});

test("a list: dated first by due date, then newest first; project and context filters", () => {
  let data = withActions("old", "mid", "new");
  data = accepted(editAction(data, "old", { content: "old", dueDate: "2026-03-20", project: "Work", context: "work" }));
  expect(actionsOf(data, "inbox").map((a) => a.id)).toEqual(["old", "new", "mid"]);
  expect(actionsOf(data, "inbox", { project: "Work" }).map((a) => a.id)).toEqual(["old"]);
  expect(actionsOf(data, "inbox", { context: "phone" })).toEqual([]);
  expect(countsByType(data)).toMatchObject({ inbox: 3, next: 0, completed: 0 });
});

test("'Archive Completed Items' removes completed ones; with none, 'No Completed Actions'", () => {
  expect(archiveCompleted(withActions("a"))).toEqual({ ok: false, refusal: NO_COMPLETED_ACTIONS });
  expect(NO_COMPLETED_ACTIONS.title).toBe("No Completed Actions");
  let data = accepted(moveAction(withActions("a", "b"), "a", "next", DAY));
  data = accepted(completeAction(data, "a", t0, DAY));
  const out = archiveCompleted(data);
  expect(out).toMatchObject({ ok: true, archived: 1, awards: [{ points: GTD_POINTS.archive, source: "technique" }] });
  expect(accepted(out).actions.map((a) => a.id)).toEqual(["b"]);
});

test("projects: 'Project Name Required' when blank, 'Project Already Exists' ignoring case", () => {
  expect(addProject(GTD_EMPTY, "  ")).toEqual({ ok: false, refusal: PROJECT_REQUIRED });
  expect(PROJECT_REQUIRED.description).toBe("Please enter a name for the new project.");
  expect(addProject(GTD_EMPTY, " work ")).toEqual({ ok: false, refusal: PROJECT_EXISTS });
  expect(PROJECT_EXISTS.description).toBe("A project with this name already exists.");
  expect(accepted(addProject(GTD_EMPTY, " Garden ")).projects.at(-1)).toBe("Garden");
});
