/** @jest-environment jsdom */
import { applyImport, buildExport, countItems, IMPORT_MESSAGES, parseImport, previewImport, WIDGET_DATA_FORMAT } from "@/components/widgets/panel/widget-data";
import { WIDGET_IDS } from "@/components/widgets/widget-ids";
import { listLocalKeys, readLocal, writeLocal } from "@/lib/client/local-store";
import { z } from "zod";

const any = z.unknown();
beforeEach(() => localStorage.clear());

test("the export holds all twelve widgets, only widget keys, the data unwrapped, versioned", () => {
  writeLocal(1, "gtd-data", { actions: [{ id: "a" }] });
  writeLocal(1, "pomodoro", { tasks: [] });
  writeLocal(1, "selected-widget", "pomodoro");
  writeLocal(1, "pending:goals", [1]);
  writeLocal(2, "kanban-board", ["not mine"]);
  const file = buildExport(1, new Date("2026-03-14T10:00:00Z"));
  expect(file).toMatchObject({ format: WIDGET_DATA_FORMAT, version: 1, exportedAt: "2026-03-14T10:00:00.000Z" });
  expect(Object.keys(file.widgets)).toEqual([...WIDGET_IDS]);
  expect(file.widgets["getting-things-done"]).toEqual({ "gtd-data": { actions: [{ id: "a" }] } });
  expect(file.widgets.pomodoro).toEqual({ pomodoro: { tasks: [] } });
  expect(file.widgets["kanban-board"]).toEqual({});
});

test("export then import into another member's browser gives the same data; the import shows what it replaces", () => {
  writeLocal(1, "gtd-data", { actions: [{ id: "a" }] });
  writeLocal(1, "timeboxing", { boxes: [{ id: "b" }] });
  const text = JSON.stringify(buildExport(1));
  writeLocal(9, "timeboxing", { boxes: [] });
  writeLocal(9, "flowtime", { sessions: [{ id: 1 }, { id: 2 }], active: null });
  const parsed = parseImport(text);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(previewImport(9, parsed.file)).toEqual([
    { id: "timeboxing", title: "Timeboxing", incoming: 1, current: 0 },
    { id: "flowtime", title: "Flowtime", incoming: 0, current: 2 },
    { id: "getting-things-done", title: "Getting Things Done", incoming: 1, current: 0 },
  ]);
  applyImport(9, parsed.file);
  expect(readLocal(9, "gtd-data", any, null)).toEqual({ actions: [{ id: "a" }] });
  expect(readLocal(9, "timeboxing", any, null)).toEqual({ boxes: [{ id: "b" }] });
  expect(listLocalKeys(9)).toEqual(["gtd-data", "timeboxing"]);
});

test("the preview counts the member's items, not storage keys: three Kanban cards are 3", () => {
  const cards = [1, 2, 3].map((n) => ({ id: `c${n}`, content: `Card ${n}`, column: "todo", createdAt: "2026-03-14T10:00:00Z" }));
  writeLocal(1, "kanban-board", { tasks: cards, milestones: ["first-move"] });
  writeLocal(1, "early-bird", { morningTasks: [{ id: "m" }], archive: [{ date: "2026-03-13", tasks: [] }] });
  const parsed = parseImport(JSON.stringify(buildExport(1)));
  if (!parsed.ok) throw new Error(parsed.message);
  localStorage.clear();
  writeLocal(9, "kanban-board", { tasks: [cards[0]], milestones: [] });
  expect(previewImport(9, parsed.file)).toEqual([
    { id: "kanban-board", title: "Kanban Board", incoming: 3, current: 1 },
    { id: "early-bird", title: "Early Bird", incoming: 2, current: 0 },
  ]);
  expect(countItems({ tasks: [], run: { runningSince: null } })).toBe(0);
  expect(countItems([{ id: 1 }, "x"])).toBe(1);
});

describe("refuses wrong or corrupt files with a clear message", () => {
  const good = () => JSON.parse(JSON.stringify(buildExport(1)));
  it.each([
    ["not JSON", "{oops", IMPORT_MESSAGES.notJson],
    ["another JSON file", JSON.stringify({ hello: 1 }), IMPORT_MESSAGES.wrongFile],
    ["a newer format", JSON.stringify({ ...good(), version: 2 }), IMPORT_MESSAGES.newer(2)],
    ["an unknown widget", JSON.stringify({ ...good(), widgets: { ...good().widgets, chess: {} } }), IMPORT_MESSAGES.corrupt],
    ["a key of another widget", JSON.stringify({ ...good(), widgets: { ...good().widgets, pomodoro: { "gtd-data": 1 } } }), IMPORT_MESSAGES.corrupt],
    ["widgets not an object", JSON.stringify({ ...good(), widgets: [] }), IMPORT_MESSAGES.corrupt],
    ["a bad date", JSON.stringify({ ...good(), exportedAt: "yesterday" }), IMPORT_MESSAGES.corrupt],
    ["a huge file", " ".repeat(5_000_001), IMPORT_MESSAGES.tooLarge],
  ])("%s", (_name, text, message) => {
    expect(parseImport(text)).toEqual({ ok: false, message });
  });
});
