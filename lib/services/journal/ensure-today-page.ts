import "server-only";
// The page a write goes to: today's current page, created (day + page 1) on demand when the
// member writes before any reset ran today. One statement; it runs on its own, before the
// write's transaction, so it never holds a day row while waiting for the member's row (the
// reset takes them in the other order).
import { db } from "@/lib/db";
import type { LocalDate } from "@/lib/domain/day";
import { currentPageIdSql } from "@/lib/services/journal/find-current-page";

export async function ensureTodayPage(userId: number, today: LocalDate): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const rows = await db.$queryRaw<{ id: number | null }[]>`
      WITH existing AS (SELECT ${currentPageIdSql(userId, today)} AS "id"),
      day AS (
        INSERT INTO "JournalDay" ("userId", "date")
        SELECT ${userId}, ${today}::date FROM existing WHERE existing."id" IS NULL
        ON CONFLICT ("userId", "date") DO UPDATE SET "date" = EXCLUDED."date"
        RETURNING "id"
      ),
      created AS (
        INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
        SELECT ${userId}, day."id", ${today}::date, 1 FROM day
        ON CONFLICT ("userId", "date", "pageNo") DO NOTHING
        RETURNING "id"
      )
      SELECT coalesce((SELECT "id" FROM existing), (SELECT "id" FROM created)) AS "id"`;
    const id = rows[0]?.id;
    if (id) return id;
    // Another request created page 1 at the same instant: read it on the next pass.
  }
  throw new Error(`No journal page for user ${userId} on ${today}`);
}
