// What the coach insights read on top of seed-history (which writes the days, tasks, mindset and
// points): for the member's pages of the 60 days before `today`, behavior reflections (a phone
// habit under Stop Doing every third day, morning runs under Continue Doing every other day) and
// two 10-point widget achievements every other day; SMART goals: one overdue, one due in two
// days, six completed (four on time), and a main goal. Ledger rows for the widget points and the
// completed goals keep xpPoints the ledger's sum. Plain SQL, shared by jest, Playwright and tsx.
import type { SeedStatement } from "@/tests/support/seed-history";

export function seedInsightsStatements(userId: number, today: string): SeedStatement[] {
  const recentPages = `"JournalPage" p WHERE p."userId" = $1 AND p."date" < $2::date AND p."date" >= $2::date - 60`;
  return [
    `INSERT INTO "Behavior" ("userId", "pageId", "continueDoing", "startDoing", "stopDoing", "updatedAt")
     SELECT $1, p."id", CASE WHEN ($2::date - p."date") % 2 = 0 THEN 'Morning runs before class' ELSE '' END, '',
       CASE WHEN ($2::date - p."date") % 3 = 0 THEN 'Scrolling my phone in bed' ELSE '' END, now()
     FROM ${recentPages} ON CONFLICT DO NOTHING`,
    `INSERT INTO "WidgetAchievement" ("userId", "source", "points", "requestedPoints", "description", "localDate", "dateCreated")
     SELECT $1, 'task', 10, 10, 'Pomodoro session ' || n, p."date", p."date" + time '10:00' + n * interval '1 minute'
     FROM ${recentPages.replace("WHERE", ", generate_series(1, 2) n WHERE")} AND ($2::date - p."date") % 2 = 0`,
    `INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "deadline", "slot", "dateCreated") VALUES
       ($1, 'smart1', 'Run a half marathon', false, $2::date - 2 + time '23:59:59', 'smart1', $2::date - 40),
       ($1, 'smart2', 'Read twelve books', false, $2::date + 2 + time '23:59:59', 'smart2', $2::date - 30),
       ($1, 'main', 'Graduate with honours', false, NULL, 'main', $2::date - 60)
     ON CONFLICT DO NOTHING`,
    `INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "deadline", "completedAt", "archivedAt", "dateCreated")
     SELECT $1, 'smart3', 'Finished goal ' || n, true, $2::date - 10 * n + time '23:59:59',
       $2::date - 10 * n + CASE WHEN n <= 4 THEN -1 ELSE 2 END + time '12:00', $2::date - 10 * n + 3, $2::date - 10 * n - 20
     FROM generate_series(1, 6) n`,
    `WITH awarded AS (
       INSERT INTO "PointsEntry" ("userId", "source", "reference", "points", "description", "idempotencyKey", "createdAt")
       SELECT $1, 'smartGoal', g."id"::text, 25, 'SMART goal completed: ' || g."title", 'goal:' || g."id", g."completedAt"
         FROM "Goal" g WHERE g."userId" = $1 AND g."pageId" IS NULL AND g."isCompleted"
       UNION ALL
       SELECT $1, 'widget', w."id"::text, w."points", w."description", 'widget:' || w."id", w."dateCreated"
         FROM "WidgetAchievement" w WHERE w."userId" = $1
       ON CONFLICT DO NOTHING RETURNING "points"
     )
     UPDATE "User" SET "xpPoints" = "xpPoints" + (SELECT coalesce(sum("points"), 0) FROM awarded) WHERE "id" = $1`,
  ].map((text) => ({ text, values: text.includes("$2") ? [userId, today] : [userId] }));
}
