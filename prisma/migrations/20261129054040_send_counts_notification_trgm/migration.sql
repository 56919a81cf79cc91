-- A send's progress is read from counts kept on the send (docs/decisions.md "The job queue"):
-- the push-batch jobs add to them as they record deliveries. Existing sends get theirs once here.
ALTER TABLE "NotificationSend" ADD COLUMN     "pushRetrying" INTEGER NOT NULL DEFAULT 0;

UPDATE "NotificationSend" s
SET "pushSent" = d."sent", "pushFailed" = d."failed", "pushRetrying" = d."retrying"
FROM (
  SELECT n."sendId",
         count(*) FILTER (WHERE pd."status" = 'sent')::int AS "sent",
         count(*) FILTER (WHERE pd."status" = 'failed')::int AS "failed",
         count(*) FILTER (WHERE pd."status" = 'retry')::int AS "retrying"
  FROM "Notification" n JOIN "PushDelivery" pd ON pd."notificationId" = n."id"
  WHERE n."sendId" IS NOT NULL
  GROUP BY n."sendId"
) d
WHERE d."sendId" = s."id";

-- The Message Center's text filter (ILIKE '%q%' on title and message) through trigrams
-- (docs/decisions.md "The Message Center").
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Notification_title_trgm_idx" ON "Notification" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Notification_message_trgm_idx" ON "Notification" USING GIN ("message" gin_trgm_ops);
