-- DropIndex
DROP INDEX "ConversationMessage_first_reply_idx";

-- DropIndex
DROP INDEX "Notification_newest_reminders_idx";

-- AlterTable
ALTER TABLE "ConversationMessage" ADD COLUMN     "firstReplyTeamId" INTEGER;

-- The first replies written before: their member's team (docs/decisions.md "Conversations")
UPDATE "ConversationMessage" m SET "firstReplyTeamId" = u."teamId" FROM "User" u WHERE u."id" = m."userId" AND m."firstReplySeconds" IS NOT NULL;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "messagePushAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "ConversationMessage_first_reply_idx" ON "ConversationMessage"("dateCreated", "firstReplyTeamId", "authorId", "firstReplySeconds") WHERE ("firstReplySeconds" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Notification_newest_reminders_idx" ON "Notification"("dateCreated" DESC, "id" DESC) WHERE ("dedupeKey" IS NOT NULL) AND (NOT starts_with(("dedupeKey")::text, 'badge:'::text)) AND (NOT starts_with(("dedupeKey")::text, 'conversation:'::text));

-- CreateIndex
CREATE INDEX "Notification_newest_messages_idx" ON "Notification"("dateCreated" DESC, "id" DESC) WHERE (starts_with(("dedupeKey")::text, 'conversation:'::text));
