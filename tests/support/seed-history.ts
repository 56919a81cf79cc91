// A member's long history written straight into Postgres (set-based, a few statements), for the
// stats benchmark, the stats / export / deletion tests and the /calendar and /stats e2e specs.
// Every date from `from` to `to`: a journal day and page, three daily tasks, the mindset, a note
// and the points of the completed tasks at local noon UTC. The pattern is fixed by the date's
// position n (1, 2, ...): inactive when n % 7 = 3 (streak breaks), task3 open when n % 3 = 0,
// all three mindset exercises when n is even. Dates that already have a journal day are skipped.
export type SeedStatement = { text: string; values: unknown[] };

export function seedHistoryStatements(userId: number, from: string, to: string): SeedStatement[] {
  const values = [userId, from, to];
  const insert = `
    WITH d AS (
      SELECT gs::date AS "date", row_number() OVER (ORDER BY gs)::int AS n
      FROM generate_series($2::date, $3::date, interval '1 day') gs
    ),
    jd AS (
      INSERT INTO "JournalDay" ("userId", "date", "active", "streak")
      SELECT $1, "date", n % 7 <> 3, 0 FROM d
      ON CONFLICT ("userId", "date") DO NOTHING
      RETURNING "id", "date"
    ),
    pg AS (
      INSERT INTO "JournalPage" ("userId", "dayId", "date", "pageNo")
      SELECT $1, jd."id", jd."date", 1 FROM jd RETURNING "id", "date"
    ),
    page AS (SELECT pg."id", pg."date", d.n FROM pg JOIN d ON d."date" = pg."date"),
    tasks AS (
      INSERT INTO "Goal" ("userId", "type", "title", "isCompleted", "pageId", "dateCreated", "completedAt")
      SELECT $1, t::"GoalType", 'Seeded ' || t, NOT (t = 'task3' AND n % 3 = 0), page."id", page."date" + time '08:00',
        CASE WHEN t = 'task3' AND n % 3 = 0 THEN NULL ELSE page."date" + time '12:00' END
      FROM page CROSS JOIN unnest(ARRAY['task1', 'task2', 'task3']) t
    ),
    minds AS (
      INSERT INTO "Mindset" ("userId", "pageId", "focus", "isVisualizationCompleted", "isSelfTalkCompleted", "isFocusCompleted", "dateCreated", "updatedAt")
      SELECT $1, "id", 'Seeded focus', n % 2 = 0, n % 2 = 0, true, "date" + time '09:00', "date" + time '09:00' FROM page
    ),
    notes AS (
      INSERT INTO "Note" ("userId", "pageId", "content", "dateCreated", "updatedAt")
      SELECT $1, "id", 'Seeded note of ' || "date", "date" + time '20:00', "date" + time '20:00' FROM page
    ),
    points AS (
      INSERT INTO "PointsEntry" ("userId", "source", "points", "description", "idempotencyKey", "createdAt")
      SELECT $1, 'seed', CASE WHEN n % 3 = 0 THEN 20 ELSE 30 END, 'Seeded tasks', 'seed:' || "date", "date" + time '12:00' FROM page
      RETURNING "points"
    )
    UPDATE "User" SET "xpPoints" = "xpPoints" + (SELECT coalesce(sum("points"), 0) FROM points) WHERE "id" = $1`;
  const streaks = `
    UPDATE "JournalDay" j SET "streak" = s.pos
    FROM (
      SELECT "id", row_number() OVER (PARTITION BY island ORDER BY "date")::int AS pos
      FROM (SELECT "id", "date", "date" - (row_number() OVER (ORDER BY "date"))::int AS island
            FROM "JournalDay" WHERE "userId" = $1 AND "active") a
    ) s
    WHERE j."id" = s."id" AND j."date" BETWEEN $2::date AND $3::date`;
  return [
    { text: insert, values },
    { text: streaks, values },
  ];
}
