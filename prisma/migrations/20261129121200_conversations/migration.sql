-- CreateTable
CREATE TABLE "Conversation" (
    "userId" INTEGER NOT NULL,
    "lastMessageAt" TIMESTAMP(3) NOT NULL,
    "lastMessageId" INTEGER NOT NULL,
    "lastFromMember" BOOLEAN NOT NULL,
    "waitingSince" TIMESTAMP(3),
    "doneAt" TIMESTAMP(3),
    "memberSeenId" INTEGER NOT NULL DEFAULT 0,
    "staffSeenId" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "ConversationMessage" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "fromMember" BOOLEAN NOT NULL,
    "body" VARCHAR(2000) NOT NULL,
    "idempotencyKey" VARCHAR(120) NOT NULL,
    "quotedNotificationId" INTEGER,
    "quotedText" VARCHAR(500),
    "notificationId" INTEGER,
    "firstReplySeconds" INTEGER,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConversationMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Conversation_waiting_idx" ON "Conversation"("waitingSince", "userId") WHERE ("doneAt" IS NULL AND "waitingSince" IS NOT NULL);

-- CreateIndex
CREATE INDEX "Conversation_latest_idx" ON "Conversation"("lastMessageAt" DESC, "userId");

-- CreateIndex
CREATE INDEX "ConversationMessage_userId_id_idx" ON "ConversationMessage"("userId", "id" DESC);

-- CreateIndex
CREATE INDEX "ConversationMessage_userId_fromMember_dateCreated_idx" ON "ConversationMessage"("userId", "fromMember", "dateCreated");

-- CreateIndex
CREATE INDEX "ConversationMessage_first_reply_idx" ON "ConversationMessage"("dateCreated") WHERE ("firstReplySeconds" IS NOT NULL);

-- CreateIndex
CREATE INDEX "ConversationMessage_quotedNotificationId_idx" ON "ConversationMessage"("quotedNotificationId");

-- CreateIndex
CREATE INDEX "ConversationMessage_notificationId_idx" ON "ConversationMessage"("notificationId");

-- CreateIndex
CREATE UNIQUE INDEX "ConversationMessage_authorId_idempotencyKey_key" ON "ConversationMessage"("authorId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Conversation"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_quotedNotificationId_fkey" FOREIGN KEY ("quotedNotificationId") REFERENCES "Notification"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMessage" ADD CONSTRAINT "ConversationMessage_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE SET NULL ON UPDATE CASCADE;
