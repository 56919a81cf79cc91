// Screenshots (1280x800 and 375x667, light and dark) and an axe check of the dashboard with each
// of Two-Minute Rule, Kanban Board, 1-3-5 Rule, Early Bird and Eighty-Twenty open, each with a
// few items stored the way the widget stores them.
import { test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { reloadDashboard } from "./support/ui";
import { seedLocal, shootWidget } from "./support/widget-shots";
import { openWidget } from "./support/widgets";

const T = Date.now();
const task = (id: string, content: string, extra: object) => ({ id, content, ...extra });

/** Local data per widget, as its storage module writes it (reach:<member>:<key>, { v: 1, data }). */
const SEEDS: Record<string, { key: string; data: unknown }> = {
  "two-minute-rule": {
    key: "two-minute-rule",
    data: {
      created: 4,
      completed: 1,
      tasks: [
        task("a", "Reply to Sam about Friday", { completed: false, timestamp: T, quickTask: true, rewarded: false }),
        task("b", "File the receipt", { completed: false, timestamp: T - 1, quickTask: true, rewarded: false }),
        task("c", "Plan the team offsite", { completed: false, timestamp: T - 2, quickTask: false, rewarded: false }),
        task("d", "Water the plants", { completed: true, timestamp: T - 3, quickTask: true, rewarded: true }),
      ],
    },
  },
  "kanban-board": {
    key: "kanban-board",
    data: {
      created: 6,
      completed: 1,
      milestones: ["first", "todo-3", "total-5"],
      tasks: [
        task("k1", "Collect sources for the essay", { column: "todo", createdAt: T - 6 }),
        task("k2", "Book the meeting room", { column: "todo", createdAt: T - 5 }),
        task("k3", "Draft chapter one", { column: "inProgress", createdAt: T - 4 }),
        task("k4", "Review Ana's pull request", { column: "inProgress", createdAt: T - 3 }),
        task("k5", "Write the outline", { column: "done", createdAt: T - 2 }),
      ],
    },
  },
  "one-three-five": {
    key: "one-three-five",
    data: {
      bonusDay: "",
      bonuses: [],
      tasks: [
        task("b1", "Finish the essay draft", { completed: false, size: "big" }),
        task("m1", "Review lecture notes", { completed: true, size: "medium" }),
        task("m2", "Prepare the slides", { completed: false, size: "medium" }),
        task("s1", "Email the coach", { completed: true, size: "small" }),
        task("s2", "Water the plants", { completed: false, size: "small" }),
      ],
    },
  },
  "early-bird": {
    key: "early-bird",
    data: {
      date: "",
      morningTasks: [],
      morningReflection: "",
      morningIntention: "",
      archive: [
        {
          date: "2026-01-12",
          intention: "Deep work before messages",
          reflection: "Started late, but the priority got done.",
          tasks: [task("e1", "Write the hardest page", { completed: true, isPriority: true, createdAt: T, completedAt: T, rewarded: true })],
        },
      ],
    },
  },
  "eighty-twenty": {
    key: "eighty-twenty-tasks",
    data: {
      reflection: "The proposal moved everything else.",
      tasks: [
        task("t1", "Send the grant proposal", { impact: "high", category: "Work", completed: false, timestamp: T, rewarded: false }),
        task("t2", "Tidy the desk", { impact: "low", category: "Home", completed: false, timestamp: T - 1, rewarded: false }),
        task("t3", "Book the physio", { impact: "medium", category: "Health", completed: false, timestamp: T - 2, rewarded: false }),
        task("t4", "Budget for March", { impact: "high", category: "Finance", completed: true, timestamp: T - 3, rewarded: true }),
      ],
    },
  },
};

for (const [id, { key, data }] of Object.entries(SEEDS)) {
  test(`${id}: screenshots and axe`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await freshMember(page, baseURL!, "shot");
    await seedLocal(page, key, data);
    await reloadDashboard(page);
    await openWidget(page, id);
    const widget = page.getByTestId(`${id}-widget`);
    if (id === "early-bird") {
      await widget.getByLabel("New morning task").fill("Stretch for ten minutes");
      await widget.getByLabel("New morning task").press("Enter");
      await widget.getByRole("button", { name: 'Make "Stretch for ten minutes" the priority' }).click();
    }
    await shootWidget(page, id);
  });
}
