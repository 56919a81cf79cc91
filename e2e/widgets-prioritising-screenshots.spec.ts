// Screenshots (1280x800 and 375x667, light and dark) and an axe check of the dashboard with each
// of Getting Things Done, Warren Buffett 5/25, Eisenhower Matrix and Task Batching open, each
// with a few items stored the way the widget stores them.
import { test } from "./support/fixtures";
import { freshMember } from "./support/members";
import { reloadDashboard } from "./support/ui";
import { seedLocal, shootWidget } from "./support/widget-shots";
import { openWidget } from "./support/widgets";

const now = Date.now();
const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
const day = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

const gtd = (id: string, content: string, type: string, extra: object = {}) => ({
  id,
  content,
  type,
  completed: type === "completed",
  dateCreated: iso(Number(id.slice(1))),
  dateCompleted: type === "completed" ? iso(1) : null,
  project: null,
  context: null,
  dueDate: null,
  notes: "",
  ...extra,
});
const goal = (id: string, content: string, isTopFive: boolean, completed = false) => ({ id, content, isTopFive, completed, dateCreated: iso(Number(id.slice(1))), dateCompleted: completed ? iso(0) : null, rewarded: completed });
const matrix = (id: string, content: string, quadrant: string, completed = false) => ({ id, content, quadrant, completed, dateCreated: iso(Number(id.slice(1))), dateCompleted: completed ? iso(0) : null });
const batch = (id: string, content: string, category: string, timeEstimate: number, completed = false) => ({ id, content, category, timeEstimate, completed, dateCreated: iso(Number(id.slice(1))), rewarded: completed });

const SEEDS: Record<string, { key: string; data: unknown }[]> = {
  "getting-things-done": [
    {
      key: "gtd-data",
      data: {
        projects: ["Personal", "Work", "Health", "Finance", "Home", "Learning"],
        actions: [
          gtd("a1", "Book the physio appointment", "inbox", { project: "Health", context: "phone", dueDate: day(-1) }),
          gtd("a2", "Buy printer ink", "inbox", { context: "errands", dueDate: day(1) }),
          gtd("a3", "Ask Ana about the grant form", "inbox", { project: "Work", notes: "She has last year's copy." }),
          gtd("a4", "Outline chapter two", "next", { project: "Learning", context: "computer" }),
          gtd("a5", "Water the plants", "completed"),
        ],
      },
    },
  ],
  "warren-buffett": [
    {
      key: "warren-buffet-goals",
      data: {
        isFirstTime: false,
        reflection: "Saying no to the other twenty is the hard part.",
        goals: [
          goal("g1", "Run a half marathon", true),
          goal("g2", "Ship the study planner app", true, true),
          goal("g3", "Learn conversational Spanish", true),
          goal("g4", "Read 20 books this year", false),
          goal("g5", "Learn the guitar", false),
        ],
      },
    },
  ],
  "eisenhower-matrix": [
    {
      key: "eisenhower-matrix-tasks",
      data: {
        counters: { created: 9, completed: 2, moves: 3, cleanups: 1, quadrantsUsed: ["urgent-important", "not-urgent-important", "urgent-not-important"], milestones: ["first-task"] },
        tasks: [
          matrix("t1", "Submit the essay tonight", "urgent-important"),
          matrix("t2", "Pay the electricity bill", "urgent-important"),
          matrix("t3", "Call the landlord about the leak", "urgent-important"),
          matrix("t4", "Print the boarding pass", "urgent-important"),
          matrix("t5", "Plan next week's training", "not-urgent-important"),
          matrix("t6", "Book the team photo", "urgent-not-important"),
          matrix("t7", "Review lecture notes", "not-urgent-important", true),
          matrix("t8", "Reply to the group chat", "urgent-not-important", true),
        ],
      },
    },
  ],
  "task-batching": [
    {
      key: "task-batching-data",
      data: {
        showTimeEstimates: true,
        batchingNotes: "Email twice a day: 9:00 and 16:00.",
        categories: [
          { id: "email", name: "Email & Communication", color: "#2563eb" },
          { id: "admin", name: "Administrative Tasks", color: "#7c3aed" },
          { id: "creative", name: "Creative Work", color: "#db2777" },
          { id: "meetings", name: "Meetings & Calls", color: "#d97706" },
          { id: "learning", name: "Learning & Development", color: "#059669" },
        ],
        tasks: [
          batch("b1", "Reply to Ana", "email", 10),
          batch("b2", "Clear the inbox", "email", 30),
          batch("b3", "Expense report", "admin", 45),
          batch("b4", "Sketch the poster", "creative", 90),
          batch("b5", "Weekly review call", "meetings", 60, true),
        ],
      },
    },
    { key: "task-batching-sessions", data: { count: 2, focus: { categoryId: "email", startedAt: iso(12) } } },
  ],
};

for (const [id, seeds] of Object.entries(SEEDS)) {
  test(`${id}: screenshots and axe`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await freshMember(page, baseURL!, "shot");
    for (const { key, data } of seeds) await seedLocal(page, key, data);
    await reloadDashboard(page);
    await openWidget(page, id);
    await shootWidget(page, id);
  });
}
