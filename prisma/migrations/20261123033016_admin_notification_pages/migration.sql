-- CreateIndex
CREATE INDEX "Notification_newest_idx" ON "Notification"("dateCreated" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Notification_newest_admin_idx" ON "Notification"("dateCreated" DESC, "id" DESC) WHERE ("dedupeKey" IS NULL);

-- CreateIndex
CREATE INDEX "Notification_newest_badges_idx" ON "Notification"("dateCreated" DESC, "id" DESC) WHERE (starts_with(("dedupeKey")::text, 'badge:'::text));

-- CreateIndex
CREATE INDEX "Notification_newest_reminders_idx" ON "Notification"("dateCreated" DESC, "id" DESC) WHERE ("dedupeKey" IS NOT NULL) AND (NOT starts_with(("dedupeKey")::text, 'badge:'::text));
