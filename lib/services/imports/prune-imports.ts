import "server-only";
// Abandoned imports are cleaned up on the cron tick (docs/decisions.md "Abandoned import previews
// are cleaned up"). Apart from member-imports.ts (requests): the queue process runs this.
import { prisma } from "@/lib/db";
import { IMPORT_MESSAGES } from "@/lib/schemas/imports";

/** How long a preview waits for its confirmation, and a failed or stalled import is kept. */
export const IMPORT_PREVIEW_RETENTION_DAYS = 7;

/** Imports a tick expires or removes at most (the oldest first): the rest go at the next ticks. */
export const IMPORT_PRUNE_BATCH = 500;

/** Preview rows (ImportItem) a tick deletes at most: a 50 MB file stages about a million. */
export const IMPORT_ITEM_PRUNE_BATCH = 50_000;

export type PrunedImports = { expired: number; items: number; removed: number };

/**
 * Three set-based steps, each bounded, each safe to run twice at once:
 * 1. a preview not confirmed for IMPORT_PREVIEW_RETENTION_DAYS becomes "failed" with
 *    IMPORT_MESSAGES.expired (row-locked like the confirmation, so a preview is either confirmed
 *    or expired, never written half-deleted);
 * 2. the staged rows of failed imports are deleted, IMPORT_ITEM_PRUNE_BATCH at a time;
 * 3. failed imports and uploads that stopped (their server died), untouched for
 *    IMPORT_PREVIEW_RETENTION_DAYS and holding no staged rows, are deleted with their chunks.
 * Through Import_status_updatedAt_idx and ImportItem's (importId, date) index.
 */
export async function pruneAbandonedImports(now: Date): Promise<PrunedImports> {
  const db = prisma();
  const cutoff = new Date(now.getTime() - IMPORT_PREVIEW_RETENTION_DAYS * 86_400_000);
  const expired = await db.$executeRaw`
    UPDATE "Import" x SET "status" = 'failed', "error" = ${IMPORT_MESSAGES.expired}, "progress" = 0, "updatedAt" = ${now}::timestamp(3)
    FROM (
      SELECT "id" FROM "Import" WHERE "status" = 'preview' AND "updatedAt" < ${cutoff}::timestamp(3)
      ORDER BY "updatedAt" LIMIT ${IMPORT_PRUNE_BATCH} FOR UPDATE SKIP LOCKED
    ) old
    WHERE x."id" = old."id" AND x."status" = 'preview'`;
  const items = await db.$executeRaw`
    DELETE FROM "ImportItem" i USING (
      SELECT i2."id" FROM "Import" x JOIN "ImportItem" i2 ON i2."importId" = x."id"
      WHERE x."status" = 'failed' LIMIT ${IMPORT_ITEM_PRUNE_BATCH}
    ) staged
    WHERE i."id" = staged."id"`;
  const removed = await db.$executeRaw`
    DELETE FROM "Import" x USING (
      SELECT "id" FROM "Import" WHERE "status" IN ('failed', 'uploading') AND "updatedAt" < ${cutoff}::timestamp(3)
      ORDER BY "updatedAt" LIMIT ${IMPORT_PRUNE_BATCH}
    ) old
    WHERE x."id" = old."id" AND x."status" IN ('failed', 'uploading')
      AND NOT EXISTS (SELECT 1 FROM "ImportItem" i WHERE i."importId" = x."id")`;
  return { expired, items, removed };
}
