// Imports of a member's history (docs/product/imports.md) through their handlers against Postgres:
// the upload is stored and read by the queue into a preview, confirmed and written by the queue,
// never awarding points, badges or streak; the same file twice adds nothing; bad files fail with a
// message naming the line or entry and nothing staged or written; another member's import is a 404.
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { GET as listImports, POST as upload } from "@/app/api/imports/route";
import { DELETE as cancel, GET as getImport } from "@/app/api/imports/[id]/route";
import { POST as confirm } from "@/app/api/imports/[id]/confirm/route";
import { GET as exportData } from "@/app/api/export/route";
import { db } from "@/lib/db";
import { addDays, localDate } from "@/lib/domain/day";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { LOOP_SKIP } from "@/lib/domain/imports/parse-loop";
import { SERVER_SKIP } from "@/lib/services/imports/import-rules";
import { IMPORT_MAX_BYTES } from "@/lib/schemas/imports";
import { call, createMember, ORIGIN } from "@/tests/support/api";
import { seedHistory } from "@/tests/support/seed-history-db";

jest.setTimeout(60_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, "../fixtures/imports", name), "utf8");
type Member = Awaited<ReturnType<typeof createMember>>;

const send = (m: Member, kind: string, body: string, name = "file") =>
  call(upload, { cookie: m.cookie, raw: body, path: `/api/imports?kind=${kind}&name=${encodeURIComponent(name)}&_t=1795946361264`, headers: { "content-type": "application/octet-stream" } });
// As the browser asks, with `_t` (lib/client/api.ts withTimestamp).
const poll = (m: Member, id: number, query = "") => call(getImport, { cookie: m.cookie, params: { id: String(id) }, path: `/api/imports/${id}${query || "?"}&_t=1795946361264` });

/** Upload, let the queue read it, answer the preview. */
async function preview(m: Member, kind: string, body: string) {
  const started = await send(m, kind, body);
  expect(started.status).toBe(200);
  expect(started.json).toMatchObject({ status: "reading", kind });
  await runQueuedJobs();
  return (await poll(m, started.json.id)).json;
}

async function confirmAndWrite(m: Member, id: number) {
  const res = await call(confirm, { cookie: m.cookie, params: { id: String(id) }, body: {} });
  expect(res.status).toBe(200);
  expect(res.json.status).toBe("writing");
  await runQueuedJobs();
  return (await poll(m, id)).json;
}

const journal = async (userId: number) => ({
  tasks: (
    await db.goal.findMany({ where: { userId, pageId: { not: null } }, select: { title: true, isCompleted: true, type: true, page: { select: { date: true, pageNo: true } } }, orderBy: [{ page: { date: "asc" } }, { type: "asc" }] })
  ).map((g) => [g.page!.date.toISOString().slice(0, 10), g.type, g.title, g.isCompleted]),
  notes: (await db.note.findMany({ where: { userId }, select: { content: true, page: { select: { date: true } } }, orderBy: { page: { date: "asc" } } })).map((n) => [n.page.date.toISOString().slice(0, 10), n.content]),
  learnings: (await db.learningItem.findMany({ where: { userId }, select: { type: true, content: true, page: { select: { date: true } } }, orderBy: { id: "asc" } })).map((l) => [l.page.date.toISOString().slice(0, 10), l.type, l.content]),
});

async function rewards(userId: number) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { xpPoints: true, streak: true, lastActiveDate: true } });
  return {
    ...user,
    ledger: await db.pointsEntry.count({ where: { userId } }),
    badges: await db.earnedBadge.count({ where: { userId } }),
    activeDays: await db.journalDay.count({ where: { userId, active: true } }),
  };
}
const NO_REWARDS = { xpPoints: 0, streak: 0, lastActiveDate: null, ledger: 0, badges: 0, activeDays: 0 };

describe("Loop Habit Tracker", () => {
  it("previews per kind and day with what is skipped and why, writes completed tasks without rewards, and adds nothing the second time", async () => {
    const m = await createMember({ timeZone: "Europe/Berlin" });
    // Two tasks already on 2026-11-03: one slot left there.
    const day = await db.journalDay.create({ data: { userId: m.user.id, date: new Date("2026-11-03") } });
    const page = await db.journalPage.create({ data: { userId: m.user.id, dayId: day.id, date: new Date("2026-11-03") } });
    await db.goal.createMany({ data: ["task1", "task3"].map((type) => ({ userId: m.user.id, pageId: page.id, type: type as "task1", title: `Own ${type}` })) });

    const shown = await preview(m, "loop", fixture("loop-checkmarks.csv"));
    expect(shown).toMatchObject({ status: "preview", progress: 100, error: null, fileName: "file" });
    expect(shown.preview.add).toEqual({ task: 3, learned: 0, accomplished: 0, note: 0 });
    expect(shown.preview.days).toEqual([
      { date: "2026-11-05", add: { task: 1, learned: 0, accomplished: 0, note: 0 }, skipped: 0 },
      { date: "2026-11-04", add: { task: 1, learned: 0, accomplished: 0, note: 0 }, skipped: 2 },
      { date: "2026-11-03", add: { task: 1, learned: 0, accomplished: 0, note: 0 }, skipped: 1 },
    ]);
    expect(shown.preview.moreDays).toBe(false);
    expect(shown.preview.skipped).toEqual([
      { reason: LOOP_SKIP.auto, count: 1, examples: [{ date: "2026-11-04", text: "Run 5 km" }] },
      { reason: LOOP_SKIP.skipped, count: 1, examples: [{ date: "2026-11-04", text: "Floss" }] },
      { reason: "The journal holds 3 tasks a day", count: 1, examples: [{ date: "2026-11-03", text: "Floss" }] },
    ]);
    // Nothing is written before the member confirms; the file's pieces are gone once read.
    expect((await journal(m.user.id)).tasks).toHaveLength(2);
    expect(await db.importChunk.count({ where: { importId: shown.id } })).toBe(0);

    const done = await confirmAndWrite(m, shown.id);
    expect(done).toMatchObject({ status: "done", progress: 100, written: 3, preview: null });
    expect((await journal(m.user.id)).tasks).toEqual([
      ["2026-11-03", "task1", "Own task1", false],
      ["2026-11-03", "task2", "Run 5 km", true],
      ["2026-11-03", "task3", "Own task3", false],
      ["2026-11-04", "task1", "Meditate", true],
      ["2026-11-05", "task1", "Meditate", true],
    ]);
    expect(await rewards(m.user.id)).toEqual(NO_REWARDS);
    expect(await db.journalDay.count({ where: { userId: m.user.id } })).toBe(3);

    // The same file again: everything is "Already imported", and writing adds nothing.
    const again = await preview(m, "loop", fixture("loop-checkmarks.csv"));
    expect(again.preview.add.task).toBe(0);
    expect(again.preview.skipped.find((s: { reason: string }) => s.reason === SERVER_SKIP.already).count).toBe(3);
    expect((await confirmAndWrite(m, again.id)).written).toBe(0);
    expect((await journal(m.user.id)).tasks).toHaveLength(5);
    expect(await rewards(m.user.id)).toEqual(NO_REWARDS);
  });

  it("skips today and later days, which are not history", async () => {
    const m = await createMember({ timeZone: "Pacific/Auckland" });
    const today = localDate(new Date(), "Pacific/Auckland");
    const shown = await preview(m, "loop", `Date,Run\n${addDays(today, 1)},2\n${today},2\n${addDays(today, -1)},2\n`);
    expect(shown.preview.add.task).toBe(1);
    expect(shown.preview.skipped).toEqual([{ reason: SERVER_SKIP.future, count: 2, examples: [{ date: addDays(today, 1), text: "Run" }, { date: today, text: "Run" }] }]);
  });
});

describe("Reach's own export", () => {
  it("moves a member's journal history from one instance's export into another account, without points", async () => {
    const a = await createMember({ username: `mover_a_${Date.now()}` });
    const b = await createMember();
    const today = localDate(new Date(), "UTC");
    await seedHistory(a.user.id, addDays(today, -6), addDays(today, -1));
    await db.note.updateMany({ where: { userId: a.user.id }, data: { content: "Felt strong." } });
    const pages = await db.journalPage.findMany({ where: { userId: a.user.id }, orderBy: { date: "asc" }, take: 2 });
    await db.learningItem.createMany({ data: pages.flatMap((p, i) => [{ userId: a.user.id, pageId: p.id, type: "learned" as const, content: `Lesson ${i}` }, { userId: a.user.id, pageId: p.id, type: "accomplished" as const, content: `Win ${i}` }]) });
    const res = await exportData(new NextRequest(new URL("/api/export?format=json", ORIGIN), { headers: { host: "localhost:3000", cookie: a.cookie } }), { params: Promise.resolve({}) });
    const file = await res.text();
    expect(JSON.parse(file).format).toBe("reach-export");

    const shown = await preview(b, "reach", file);
    expect(shown.status).toBe("preview");
    const before = await journal(a.user.id);
    expect([before.tasks.length > 0, before.notes.length > 0, before.learnings.length > 0]).toEqual([true, true, true]);
    expect(shown.preview.add.task).toBe(before.tasks.length);
    expect(shown.preview.add.note).toBe(before.notes.length);
    await confirmAndWrite(b, shown.id);
    const after = await journal(b.user.id);
    expect(after.tasks).toEqual(before.tasks);
    expect(after.notes).toEqual(before.notes);
    expect(after.learnings).toEqual(before.learnings);
    expect(await rewards(b.user.id)).toEqual(NO_REWARDS);
  });
});

describe("Habitica and Day One", () => {
  it("Habitica's done dailies and to-dos become completed tasks with their checklist titles", async () => {
    const m = await createMember();
    const shown = await preview(m, "habitica", fixture("habitica-user.json"));
    expect(shown.preview.add.task).toBe(4);
    await confirmAndWrite(m, shown.id);
    expect((await journal(m.user.id)).tasks).toEqual([
      ["2026-11-01", "task1", "Morning routine: Make bed, Stretch", true],
      ["2026-11-02", "task1", "Practise scales", true],
      ["2026-11-03", "task1", "Morning routine: Make bed, Stretch", true],
      ["2026-11-03", "task2", "Book the dentist", true],
    ]);
    expect(await rewards(m.user.id)).toEqual(NO_REWARDS);
  });

  it("Day One's entries become the notes of their days, joined after a note the day has", async () => {
    const m = await createMember({ timeZone: "Europe/Berlin" });
    const day = await db.journalDay.create({ data: { userId: m.user.id, date: new Date("2026-11-03") } });
    const page = await db.journalPage.create({ data: { userId: m.user.id, dayId: day.id, date: new Date("2026-11-03") } });
    await db.note.create({ data: { userId: m.user.id, pageId: page.id, content: "Written in Reach." } });
    const shown = await preview(m, "dayone", fixture("dayone-journal.json"));
    expect(shown.preview.add.note).toBe(3);
    expect(shown.preview.skipped).toEqual([{ reason: "It has no text", count: 1, examples: [{ date: "2026-11-04", text: "" }] }]);
    await confirmAndWrite(m, shown.id);
    expect((await journal(m.user.id)).notes).toEqual([
      ["2026-11-02", "Late dinner with Sam.\n\nTalked about the race."],
      ["2026-11-03", "Written in Reach.\n\nEarly flight tomorrow.\n\nSecond entry of the day."],
    ]);
  });
});

describe("a large file", () => {
  it("is stored in 1 MiB pieces and read across them: 5,000 Loop days of 3 habits (about 0.2 MB) and a 6 MB Day One file", async () => {
    const m = await createMember();
    const lines = ["Date,Read,Walk,Sleep early"];
    for (let i = 1; i <= 5000; i++) lines.push(`${addDays("2026-01-01", -i)},2,2,2`);
    const loop = await preview(m, "loop", lines.join("\r\n"));
    expect(loop.preview.add.task).toBe(15_000);
    expect(loop.preview.days).toHaveLength(60);
    expect(loop.preview.moreDays).toBe(true);
    const older = (await poll(m, loop.id, `?before=${loop.preview.days[59].date}`)).json;
    expect(older.preview.days[0].date).toBe(addDays(loop.preview.days[59].date, -1));
    await call(cancel, { cookie: m.cookie, method: "DELETE", params: { id: String(loop.id) } });

    const text = "A line of the day's entry, long enough to fill the file. ".repeat(40);
    const entries = Array.from({ length: 2500 }, (_, i) => JSON.stringify({ creationDate: new Date(Date.UTC(2019, 0, 1) + i * 86_400_000).toISOString(), timeZone: "UTC", text: `${i} ${text}` }));
    const file = `{"metadata":{"version":"1.0"},"entries":[${entries.join(",\n")}]}`;
    expect(file.length).toBeGreaterThan(5 * 1024 * 1024);
    const started = Date.now();
    const dayOne = await preview(m, "dayone", file);
    const ms = Date.now() - started;
    expect(dayOne.preview.add.note).toBe(2500);
    console.log(`imports: a ${(file.length / 1024 / 1024).toFixed(1)} MB Day One file stored and read in ${ms} ms`);
  });
});

describe("bad input", () => {
  it("a malformed or wrong-kind file fails with a message naming the line or entry, nothing staged or written", async () => {
    const m = await createMember();
    const bad = await preview(m, "loop", "Date,Run\n2026-11-01,2\n2026-13-45,2\n");
    expect(bad).toMatchObject({ status: "failed", error: 'Line 3: "2026-13-45" is not a date (YYYY-MM-DD).', preview: null });
    expect(await db.importItem.count({ where: { importId: bad.id } })).toBe(0);
    expect(await db.importChunk.count({ where: { importId: bad.id } })).toBe(0);
    expect((await call(confirm, { cookie: m.cookie, params: { id: String(bad.id) }, body: {} })).status).toBe(409);

    const wrong = await preview(m, "dayone", fixture("loop-checkmarks.csv"));
    expect(wrong.status).toBe("failed");
    expect(wrong.error).toMatch(/^The Day One export is not valid JSON at line 1/);
    const cut = await preview(m, "habitica", fixture("habitica-user.json").slice(0, 400));
    expect(cut.error).toMatch(/^The Habitica data export ends too early \(line \d+/);
    expect(await db.goal.count({ where: { userId: m.user.id } })).toBe(0);
    expect(await db.journalDay.count({ where: { userId: m.user.id } })).toBe(0);
  });

  it("refuses an unknown kind, an empty file and a file over 50 MB (declared or streamed), keeping nothing", async () => {
    const m = await createMember();
    expect((await send(m, "csv", "x")).status).toBe(400);
    expect((await send(m, "loop", "")).json.message).toBe("The file is empty.");
    const declared = await call(upload, { cookie: m.cookie, raw: "x", path: "/api/imports?kind=loop", headers: { "content-length": String(IMPORT_MAX_BYTES + 1) } });
    expect(declared.status).toBe(413);
    const piece = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > IMPORT_MAX_BYTES + piece.length) return controller.close();
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const req = new NextRequest(new URL("/api/imports?kind=loop", ORIGIN), { method: "POST", headers: { host: "localhost:3000", origin: ORIGIN, cookie: m.cookie }, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
    const streamed = await upload(req, { params: Promise.resolve({}) });
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).message).toBe("The file is larger than 50 MB.");
    expect(await db.import.count({ where: { userId: m.user.id } })).toBe(0);
    expect(await db.importChunk.count()).toBe(0);
  });

  it("another member's import is a 404; no session is a 401; a foreign origin cannot upload", async () => {
    const a = await createMember();
    const b = await createMember();
    const shown = await preview(a, "loop", fixture("loop-checkmarks.csv"));
    const id = String(shown.id);
    expect((await call(getImport, { cookie: b.cookie, params: { id } })).status).toBe(404);
    expect((await call(confirm, { cookie: b.cookie, params: { id }, body: {} })).status).toBe(404);
    expect((await call(cancel, { cookie: b.cookie, method: "DELETE", params: { id } })).status).toBe(404);
    expect((await call(listImports, { cookie: b.cookie })).json).toEqual({ import: null });
    expect((await call(getImport, { params: { id } })).status).toBe(401);
    expect((await call(upload, { raw: "x", path: "/api/imports?kind=loop" })).status).toBe(401);
    expect((await call(upload, { cookie: a.cookie, raw: "x", path: "/api/imports?kind=loop", headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await call(getImport, { cookie: a.cookie, params: { id: "abc" } })).status).toBe(400);
    // The owner still sees it, and can drop it.
    expect((await call(listImports, { cookie: a.cookie })).json.import.id).toBe(shown.id);
    expect((await call(cancel, { cookie: a.cookie, method: "DELETE", params: { id } })).status).toBe(200);
    expect((await call(getImport, { cookie: a.cookie, params: { id } })).status).toBe(404);
  });
});
