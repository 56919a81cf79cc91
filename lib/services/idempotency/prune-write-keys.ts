import "server-only";
// Forgetting old member write keys (docs/decisions.md "Offline"), on the cron tick. Apart from
// member-write-keys.ts, which answers requests with Next's responses: the queue process runs this
// and must not import Next.
import { prisma } from "@/lib/db";

/** How long a member write key is kept: an outbox never holds a write that long. */
export const WRITE_KEY_RETENTION_DAYS = 30;

/** Rows a cron tick removes at most (the oldest first): the rest go at the next ticks. */
export const WRITE_KEY_PRUNE_BATCH = 50_000;

/**
 * Keys older than WRITE_KEY_RETENTION_DAYS are forgotten (docs/decisions.md "Offline"): an outbox
 * never holds a write that long. Set-based, on the cron tick (never in a request), oldest first
 * through MemberWriteKey_createdAt_idx, a bounded batch per tick.
 */
export async function pruneOldWriteKeys(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WRITE_KEY_RETENTION_DAYS * 86_400_000);
  return prisma().$executeRaw`
    DELETE FROM "MemberWriteKey" k USING (
      SELECT "userId", "key" FROM "MemberWriteKey" WHERE "createdAt" < ${cutoff}::timestamp(3) ORDER BY "createdAt" LIMIT ${WRITE_KEY_PRUNE_BATCH}
    ) old
    WHERE k."userId" = old."userId" AND k."key" = old."key"`;
}
