import "server-only";
// The reasons the database gives for skipping a row (docs/product/imports.md#what-is-skipped), set
// by one statement per rule over an import's staged rows; run when the file has been read (the
// preview) and again just before writing (something may have changed since).
import { db } from "@/lib/db";
import { LIMITS, SLOTS } from "@/lib/constants";
import { SKIP } from "@/lib/domain/imports/text";

export const SERVER_SKIP = {
  already: "Already imported",
  twice: "It appears twice in the file",
  tasksFull: `The journal holds ${SLOTS.tasks.length} tasks a day`,
  future: "Today and later days are not history",
} as const;

const RECHECKED = [SERVER_SKIP.already, SERVER_SKIP.twice, SERVER_SKIP.tasksFull];

export async function applyImportRules(importId: number, userId: number): Promise<void> {
  await db.$transaction([
    db.$executeRaw`UPDATE "ImportItem" SET "skip" = NULL WHERE "importId" = ${importId} AND NOT "written"
      AND ("skip" = ANY(${RECHECKED}::text[]) OR ("skip" = ${SKIP.noteTooLong} AND "kind" = 'note'))`,
    db.$executeRaw`UPDATE "ImportItem" i SET "skip" = ${SERVER_SKIP.already}
      FROM "ImportedRow" r WHERE i."importId" = ${importId} AND i."skip" IS NULL AND r."userId" = ${userId} AND r."hash" = i."hash"`,
    db.$executeRaw`UPDATE "ImportItem" i SET "skip" = ${SERVER_SKIP.twice}
      FROM (SELECT "id", row_number() OVER (PARTITION BY "hash" ORDER BY "seq") AS rn FROM "ImportItem" WHERE "importId" = ${importId} AND "skip" IS NULL) d
      WHERE i."id" = d."id" AND d.rn > 1`,
    // Tasks go to the free task slots of the date's first page, in file order.
    db.$executeRaw`UPDATE "ImportItem" i SET "skip" = ${SERVER_SKIP.tasksFull}
      FROM (
        SELECT it."id", row_number() OVER (PARTITION BY it."date" ORDER BY it."seq") AS rn, ${SLOTS.tasks.length} - COALESCE(e.n, 0) AS free
        FROM "ImportItem" it
        LEFT JOIN (SELECT p."date", count(*)::int AS n FROM "JournalPage" p JOIN "Goal" g ON g."pageId" = p."id"
                   WHERE p."userId" = ${userId} AND p."pageNo" = 1 GROUP BY p."date") e ON e."date" = it."date"
        WHERE it."importId" = ${importId} AND it."skip" IS NULL AND it."kind" = 'task' AND NOT it."written"
      ) t
      WHERE i."id" = t."id" AND t.rn > t.free`,
    // A day's note: the entries joined by a blank line after what the note holds; past the limit, the rest is skipped.
    db.$executeRaw`UPDATE "ImportItem" i SET "skip" = ${SKIP.noteTooLong}
      FROM (
        SELECT it."id", COALESCE(length(n."content") + 2, 0) + sum(length(it."text") + 2) OVER (PARTITION BY it."date" ORDER BY it."seq") - 2 AS total
        FROM "ImportItem" it
        LEFT JOIN "JournalPage" p ON p."userId" = ${userId} AND p."date" = it."date" AND p."pageNo" = 1
        LEFT JOIN "Note" n ON n."pageId" = p."id" AND n."content" <> ''
        WHERE it."importId" = ${importId} AND it."skip" IS NULL AND it."kind" = 'note' AND NOT it."written"
      ) t
      WHERE i."id" = t."id" AND t.total > ${LIMITS.text}`,
  ]);
}
