import { ownsKey, WIDGETS, widgetById } from "@/components/widgets/registry";
import { WIDGET_IDS } from "@/components/widgets/widget-ids";

test("the twelve widgets in the list order of docs/product/widgets.md, Pomodoro first", () => {
  expect(WIDGETS.map((w) => w.id)).toEqual([...WIDGET_IDS]);
  expect(WIDGETS).toHaveLength(12);
  expect(WIDGETS[0].id).toBe("pomodoro");
});

test("every widget has a title, a one-line description, an icon and a Learn more text; steps only for Pomodoro and Timeboxing", () => {
  for (const w of WIDGETS) {
    expect(w.title.trim()).not.toBe("");
    expect(w.description).not.toMatch(/\n/);
    expect(w.icon).toBeTruthy();
    expect(w.learnMore.text.length).toBeGreaterThan(20);
  }
  expect(WIDGETS.filter((w) => w.learnMore.steps).map((w) => w.id)).toEqual(["pomodoro", "timeboxing"]);
});

test("storage keys: the spec's names, no key owned by two widgets", () => {
  const owners = (key: string) => WIDGETS.filter((w) => ownsKey(w, key)).map((w) => w.id);
  expect(owners("gtd-data")).toEqual(["getting-things-done"]);
  expect(owners("eighty-twenty-tasks")).toEqual(["eighty-twenty"]);
  expect(owners("warren-buffet-goals")).toEqual(["warren-buffett"]);
  expect(owners("eisenhower-matrix-tasks")).toEqual(["eisenhower-matrix"]);
  expect(owners("task-batching-sessions")).toEqual(["task-batching"]);
  expect(owners("pomodoro:timer")).toEqual(["pomodoro"]);
  expect(owners("selected-widget")).toEqual([]);
  expect(owners("pending:goals")).toEqual([]);
  expect(owners("pomodorox")).toEqual([]);
  for (const w of WIDGETS) for (const key of w.storageKeys) expect(owners(key)).toEqual([w.id]);
});

test("widgetById", () => {
  expect(widgetById("flowtime").title).toBe("Flowtime");
});
