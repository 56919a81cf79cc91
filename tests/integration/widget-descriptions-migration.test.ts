// The migration that takes the member's text out of stored widget achievements and their ledger
// rows (docs/decisions.md "Fair points and sessions"): each old format becomes the one the widgets
// send now, the ledger row follows its achievement, other rows stay, and running it again changes
// nothing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { createMember } from "@/tests/support/api";

const SQL = readFileSync(path.resolve(__dirname, "../../prisma/migrations/20261125134500_widget_descriptions_private/migration.sql"), "utf8");

const OLD_TO_NEW: [string, string][] = [
  ['Early Bird: "Call mum about the "party"" done before noon on 2026-05-11', "Early Bird: task done before noon on 2026-05-11"],
  ['Eighty-Twenty: "Finish the thesis draft" (high impact) completed', "Eighty-Twenty: high impact task completed"],
  ['Flowtime session completed: "Tax return" (9f1c-22)', "Flowtime session completed"],
  ['Kanban Board: started "Fix the bike"', "Kanban Board: card started"],
  ['Kanban Board: completed "Fix the bike"', "Kanban Board: card completed"],
  ['Pomodoro task completed: "Read chapter 4" (p-77)', "Pomodoro task completed"],
  ['Timebox completed: "Inbox zero" (b-12)', "Timebox completed"],
  ["Task Batching: batch my-secret-errands finished at task t-3", "Task Batching: batch complete"],
  ["Pomodoro session #4 completed", "Pomodoro session #4 completed"],
  ["GTD: captured 1b2c", "GTD: captured 1b2c"],
];

test("rewrites every old description and its ledger text, once", async () => {
  const m = await createMember();
  const base = Date.parse("2026-05-11T08:00:00Z");
  for (const [i, [old]] of OLD_TO_NEW.entries()) {
    const w = await db.widgetAchievement.create({
      data: { userId: m.user.id, source: "task", points: 2, requestedPoints: 2, description: old, localDate: new Date("2026-05-11"), dateCreated: new Date(base + i) },
    });
    await db.pointsEntry.create({ data: { userId: m.user.id, source: "widget", reference: String(w.id), points: 2, description: `Widget: ${old}`, idempotencyKey: `widget:${w.id}` } });
  }
  // Two cards of one member completed in the same millisecond: still two rows after the rewrite.
  const same = new Date(base + 100);
  for (const text of ["A", "B"]) {
    await db.widgetAchievement.create({ data: { userId: m.user.id, source: "task", points: 0, requestedPoints: 5, description: `Kanban Board: completed "${text}"`, localDate: new Date("2026-05-11"), dateCreated: same } });
  }
  const other = await db.pointsEntry.create({ data: { userId: m.user.id, source: "learned", reference: "1", points: 5, description: 'Kanban Board: started "x"', idempotencyKey: "learning:1" } });

  for (let run = 0; run < 2; run++) await db.$executeRawUnsafe(SQL);

  const rows = await db.widgetAchievement.findMany({ where: { userId: m.user.id }, orderBy: { id: "asc" } });
  expect(rows.slice(0, OLD_TO_NEW.length).map((r) => r.description)).toEqual(OLD_TO_NEW.map(([, now]) => now));
  const [first, second] = rows.slice(OLD_TO_NEW.length);
  expect(first.description).toBe("Kanban Board: card completed");
  expect(second.description).toBe(`Kanban Board: card completed #${second.id}`);
  const ledger = await db.pointsEntry.findMany({ where: { userId: m.user.id, source: "widget" }, orderBy: { id: "asc" } });
  expect(ledger.map((p) => p.description)).toEqual(OLD_TO_NEW.map(([, now]) => `Widget: ${now}`));
  expect((await db.pointsEntry.findUniqueOrThrow({ where: { id: other.id } })).description).toBe(other.description);
  const text = JSON.stringify([rows, ledger]);
  for (const secret of ["Call mum", "thesis", "Tax return", "Fix the bike", "Read chapter", "Inbox zero", "my-secret-errands"]) expect(text).not.toContain(secret);
});
