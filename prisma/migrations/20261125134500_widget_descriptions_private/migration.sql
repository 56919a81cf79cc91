-- Widget data stays in the browser (docs/decisions.md "Fair points and sessions"): six widgets
-- used to put the member's text in the description of a widget achievement, which is stored here,
-- copied into the points ledger, listed in the points history and exported. Rewrite them to name
-- the achievement only (the formats the widgets send now), and the ledger texts from them, in one
-- statement. Safe to run again: a rewritten description matches none of the patterns.
-- Two rewritten rows of a member sent at the same millisecond would become equal (the unique key
-- is userId, dateCreated, description): every such row after the first keeps its id as a suffix.
WITH rewrite AS (
  SELECT w."id", w."userId", w."dateCreated",
    CASE
      WHEN w."description" ~ '^Early Bird: ".*" done before noon on \d{4}-\d{2}-\d{2}$'
        THEN regexp_replace(w."description", '^Early Bird: ".*" done before noon on (\d{4}-\d{2}-\d{2})$', 'Early Bird: task done before noon on \1')
      WHEN w."description" ~ '^Eighty-Twenty: ".*" \((high|medium|low) impact\) completed$'
        THEN regexp_replace(w."description", '^Eighty-Twenty: ".*" \((high|medium|low) impact\) completed$', 'Eighty-Twenty: \1 impact task completed')
      WHEN w."description" ~ '^Flowtime session completed: ".*"' THEN 'Flowtime session completed'
      WHEN w."description" ~ '^Kanban Board: started ".*"$' THEN 'Kanban Board: card started'
      WHEN w."description" ~ '^Kanban Board: completed ".*"$' THEN 'Kanban Board: card completed'
      WHEN w."description" ~ '^Pomodoro task completed: ".*"' THEN 'Pomodoro task completed'
      WHEN w."description" ~ '^Timebox completed: ".*"' THEN 'Timebox completed'
      WHEN w."description" ~ '^Task Batching: batch .* finished at task ' THEN 'Task Batching: batch complete'
    END AS "description"
  FROM "WidgetAchievement" w
),
numbered AS (
  SELECT "id", "userId",
    CASE WHEN row_number() OVER (PARTITION BY "userId", "dateCreated", "description" ORDER BY "id") > 1
      THEN "description" || ' #' || "id" ELSE "description" END AS "description"
  FROM rewrite WHERE "description" IS NOT NULL
),
achievements AS (
  UPDATE "WidgetAchievement" w SET "description" = n."description"
  FROM numbered n WHERE w."id" = n."id"
  RETURNING w."id"
)
UPDATE "PointsEntry" p SET "description" = left('Widget: ' || n."description", 200)
FROM numbered n
WHERE p."source" = 'widget' AND p."userId" = n."userId" AND p."reference" = n."id"::text;
