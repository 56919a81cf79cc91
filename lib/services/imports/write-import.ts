import "server-only";
// The import job's second step, after the member confirmed the preview (docs/product/imports.md#writing):
// the staged rows go into the journal, a batch of dates per transaction. Each transaction locks the
// member's row first (as every write on a member's days does, lib/services/member-write/locked-member.ts),
// claims the rows' hashes in ImportedRow (a hash already there is not written again: importing the
// same file twice adds nothing), then adds the dates' days and first pages, the tasks into the free
// task slots, the learned and accomplished items, and the notes (joined after what a note holds).
// Nothing touches points, badges or the streak: imported days are not active days
// (JournalDay.active stays false) and no ledger row is written.
import { db, type Tx } from "@/lib/db";
import { SLOTS } from "@/lib/constants";
import { applyImportRules, SERVER_SKIP } from "@/lib/services/imports/import-rules";

/** Dates written per transaction. */
const DATES_PER_BATCH = 100;

async function writeDates(tx: Tx, importId: number, userId: number, dates: string[]): Promise<number> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  const inBatch = (alias: string) => `${alias}."importId" = $1 AND ${alias}."date" = ANY($2::date[])`;
  const claimed = await tx.$executeRawUnsafe(
    `WITH c AS (
       INSERT INTO "ImportedRow" ("userId", "hash") SELECT $3, i."hash" FROM "ImportItem" i WHERE ${inBatch("i")} AND i."skip" IS NULL AND NOT i."written"
       ON CONFLICT DO NOTHING RETURNING "hash")
     UPDATE "ImportItem" i SET "written" = true WHERE ${inBatch("i")} AND i."skip" IS NULL AND i."hash" IN (SELECT "hash" FROM c)`,
    importId, dates, userId,
  );
  // Rows another import claimed meanwhile.
  await tx.$executeRawUnsafe(`UPDATE "ImportItem" i SET "skip" = $3 WHERE ${inBatch("i")} AND i."skip" IS NULL AND NOT i."written"`, importId, dates, SERVER_SKIP.already);
  if (!claimed) return 0;
  await tx.$executeRawUnsafe(
    `INSERT INTO "JournalDay" ("userId", "date") SELECT DISTINCT $3::int, i."date" FROM "ImportItem" i WHERE ${inBatch("i")} AND i."written"
     ON CONFLICT ("userId", "date") DO NOTHING`,
    importId, dates, userId,
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
     SELECT $3, d."id", d."date", 1 FROM "JournalDay" d
     WHERE d."userId" = $3 AND d."date" IN (SELECT i."date" FROM "ImportItem" i WHERE ${inBatch("i")} AND i."written")
     ON CONFLICT ("userId", "date", "pageNo") DO NOTHING`,
    importId, dates, userId,
  );
  const page = `JOIN "JournalPage" p ON p."userId" = $3 AND p."date" = i."date" AND p."pageNo" = 1`;
  const noon = `(i."date" + time '12:00')`;
  await tx.$executeRawUnsafe(
    `WITH free AS (
       SELECT p."id" AS "pageId", p."date", s."type", row_number() OVER (PARTITION BY p."id" ORDER BY s."type") AS rn
       FROM "JournalPage" p CROSS JOIN unnest($4::"GoalType"[]) AS s("type")
       WHERE p."userId" = $3 AND p."pageNo" = 1 AND p."date" = ANY($2::date[])
         AND NOT EXISTS (SELECT 1 FROM "Goal" g WHERE g."pageId" = p."id" AND g."type" = s."type")),
     new AS (
       SELECT i.*, row_number() OVER (PARTITION BY i."date" ORDER BY i."seq") AS rn FROM "ImportItem" i
       WHERE ${inBatch("i")} AND i."written" AND i."kind" = 'task')
     INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "completedAt", "dateCreated", "pageId")
     SELECT $3, f."type", i."text", i."done", CASE WHEN i."done" THEN ${noon} END, ${noon}, f."pageId"
     FROM new i JOIN free f ON f."date" = i."date" AND f.rn = i.rn`,
    importId, dates, userId, [...SLOTS.tasks],
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO "LearningItem" ("userId", "pageId", "type", "content", "dateCreated")
     SELECT $3, p."id", i."kind"::"LearningType", i."text", ${noon} FROM "ImportItem" i ${page}
     WHERE ${inBatch("i")} AND i."written" AND i."kind" IN ('learned', 'accomplished') ORDER BY i."seq"`,
    importId, dates, userId,
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO "Note" ("userId", "pageId", "content", "dateCreated", "updatedAt")
     SELECT $3, p."id", string_agg(i."text", E'\\n\\n' ORDER BY i."seq"), min(${noon}), now() FROM "ImportItem" i ${page}
     WHERE ${inBatch("i")} AND i."written" AND i."kind" = 'note' GROUP BY p."id"
     ON CONFLICT ("pageId") DO UPDATE SET "updatedAt" = now(),
       "content" = CASE WHEN "Note"."content" = '' THEN EXCLUDED."content" ELSE "Note"."content" || E'\\n\\n' || EXCLUDED."content" END`,
    importId, dates, userId,
  );
  return claimed;
}

export async function writeImport(importId: number): Promise<{ written: number } | null> {
  const imp = await db.import.findUnique({ where: { id: importId }, select: { userId: true, status: true } });
  if (!imp || imp.status !== "writing") return null;
  await applyImportRules(importId, imp.userId);
  const dates = (
    await db.$queryRaw<{ date: string }[]>`SELECT DISTINCT "date"::text AS "date" FROM "ImportItem" WHERE "importId" = ${importId} AND "skip" IS NULL AND NOT "written" ORDER BY 1`
  ).map((r) => r.date);
  let written = 0;
  for (let at = 0; at < dates.length; at += DATES_PER_BATCH) {
    const batch = dates.slice(at, at + DATES_PER_BATCH);
    written += await db.$transaction((tx) => writeDates(tx, importId, imp.userId, batch), { timeout: 60_000 });
    const progress = Math.min(99, Math.floor(((at + batch.length) / dates.length) * 100));
    await db.import.update({ where: { id: importId }, data: { progress, updatedAt: new Date() } });
  }
  const total = await db.importItem.count({ where: { importId, written: true } });
  await db.$transaction([
    db.importItem.deleteMany({ where: { importId } }),
    db.import.update({ where: { id: importId }, data: { status: "done", progress: 100, written: total, updatedAt: new Date() } }),
  ]);
  return { written };
}
