// Abandoned imports on the cron tick (docs/decisions.md "Abandoned import previews are cleaned up"):
// a preview not confirmed for 7 days expires (the card says why; confirming it is refused), its
// staged rows go in bounded batches, and failed or stalled imports go 7 days later with their
// chunks; a newer preview, a running import and a finished one are untouched.
import { readFileSync } from "node:fs";
import path from "node:path";
import { GET as listImports, POST as upload } from "@/app/api/imports/route";
import { POST as confirm } from "@/app/api/imports/[id]/confirm/route";
import { db } from "@/lib/db";
import { runTick } from "@/lib/services/cron/run-tick";
import { IMPORT_ITEM_PRUNE_BATCH, IMPORT_PREVIEW_RETENTION_DAYS, pruneAbandonedImports } from "@/lib/services/imports/prune-imports";
import { IMPORT_MESSAGES } from "@/lib/schemas/imports";
import { runQueuedJobs } from "@/lib/worker/run-until-idle";
import { call, createMember } from "@/tests/support/api";

jest.setTimeout(120_000);

const DAY = 86_400_000;
const csv = readFileSync(path.join(__dirname, "../fixtures/imports/loop-checkmarks.csv"), "utf8");
type Member = Awaited<ReturnType<typeof createMember>>;

/** A real preview through the handler and the queue, dated `age` days before `now`. */
async function previewAged(m: Member, now: Date, ageDays: number) {
  const started = await call(upload, { cookie: m.cookie, raw: csv, path: "/api/imports?kind=loop&name=Checkmarks.csv", headers: { "content-type": "application/octet-stream" } });
  expect(started.status).toBe(200);
  await runQueuedJobs();
  await db.import.update({ where: { id: started.json.id }, data: { updatedAt: new Date(now.getTime() - ageDays * DAY) } });
  return started.json.id as number;
}

const items = (importId: number) => db.importItem.count({ where: { importId } });

describe("abandoned import previews", () => {
  it("expire after 7 days on the tick: the card says why, confirming is refused, and the rows are gone; a newer preview stays", async () => {
    const now = new Date();
    const old = await createMember();
    const fresh = await createMember();
    const oldId = await previewAged(old, now, IMPORT_PREVIEW_RETENTION_DAYS + 1);
    const freshId = await previewAged(fresh, now, IMPORT_PREVIEW_RETENTION_DAYS - 1);
    expect([await items(oldId), await items(freshId)]).toEqual([6, 6]);

    const tick = await runTick(now);
    expect(tick.importsPruned).toMatchObject({ expired: 1, items: 6 });

    expect(await items(oldId)).toBe(0);
    expect((await call(listImports, { cookie: old.cookie })).json.import).toMatchObject({ id: oldId, status: "failed", error: IMPORT_MESSAGES.expired, preview: null });
    const late = await call(confirm, { cookie: old.cookie, params: { id: String(oldId) }, body: {} });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(IMPORT_MESSAGES.notPreview);
    expect(await db.journalPage.count({ where: { userId: old.user.id, date: { lt: new Date("2026-11-10") } } })).toBe(0);

    // The newer preview is still there and still imports.
    expect((await call(listImports, { cookie: fresh.cookie })).json.import).toMatchObject({ id: freshId, status: "preview" });
    expect(await items(freshId)).toBe(6);
    expect((await call(confirm, { cookie: fresh.cookie, params: { id: String(freshId) }, body: {} })).status).toBe(200);

    // The expired import itself goes 7 days after it failed; nothing is left of it.
    expect(await pruneAbandonedImports(new Date(now.getTime() + (IMPORT_PREVIEW_RETENTION_DAYS - 1) * DAY))).toEqual({ expired: 0, items: 0, removed: 0 });
    const later = await pruneAbandonedImports(new Date(now.getTime() + (IMPORT_PREVIEW_RETENTION_DAYS + 1) * DAY));
    expect(later.removed).toBeGreaterThanOrEqual(1);
    expect(await db.import.count({ where: { id: oldId } })).toBe(0);
    expect((await call(listImports, { cookie: old.cookie })).json).toEqual({ import: null });
  });

  it("deletes staged rows in bounded batches, and removes stalled uploads with their chunks but never running or finished imports", async () => {
    const now = new Date();
    const m = await createMember();
    const other = await createMember();
    const old = new Date(now.getTime() - (IMPORT_PREVIEW_RETENTION_DAYS + 2) * DAY);
    const big = await db.import.create({ data: { userId: m.user.id, kind: "loop", fileName: "big.csv", bytes: 1, status: "preview", updatedAt: old } });
    await db.$executeRaw`
      INSERT INTO "ImportItem" ("importId", "seq", "date", "kind", "text", "hash")
      SELECT ${big.id}, n, DATE '2026-01-01', 'task', 'Row ' || n, md5(n::text) FROM generate_series(1, ${IMPORT_ITEM_PRUNE_BATCH + 10}) n`;
    const stalled = await db.import.create({ data: { userId: other.user.id, kind: "dayone", fileName: "Journal.json", bytes: 0, status: "uploading", updatedAt: old } });
    await db.importChunk.create({ data: { importId: stalled.id, seq: 0, data: Buffer.from("{") } });
    const running = await db.import.create({ data: { userId: other.user.id, kind: "loop", fileName: "a.csv", bytes: 1, status: "writing", updatedAt: old } });
    const done = await db.import.create({ data: { userId: other.user.id, kind: "loop", fileName: "b.csv", bytes: 1, status: "done", updatedAt: old } });

    const first = await pruneAbandonedImports(now);
    expect(first).toMatchObject({ expired: 1, items: IMPORT_ITEM_PRUNE_BATCH });
    expect(await items(big.id)).toBe(10);
    expect(await db.import.count({ where: { id: stalled.id } })).toBe(0);
    expect(await db.importChunk.count({ where: { importId: stalled.id } })).toBe(0);

    const second = await pruneAbandonedImports(now);
    expect(second).toMatchObject({ expired: 0, items: 10 });
    expect(await items(big.id)).toBe(0);
    expect(await pruneAbandonedImports(now)).toEqual({ expired: 0, items: 0, removed: 0 });
    expect((await db.import.findMany({ where: { id: { in: [big.id, running.id, done.id] } }, select: { status: true }, orderBy: { id: "asc" } })).map((r) => r.status)).toEqual(["failed", "writing", "done"]);
  });
});
