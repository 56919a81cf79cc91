-- CreateEnum
CREATE TYPE "GoalType" AS ENUM ('main', 'smart1', 'smart2', 'smart3', 'task1', 'task2', 'task3');

-- CreateEnum
CREATE TYPE "LearningType" AS ENUM ('learned', 'accomplished');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(32) NOT NULL,
    "usernameKey" VARCHAR(32) NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "timeZone" VARCHAR(64) NOT NULL DEFAULT 'UTC',
    "lastResetDate" DATE,
    "lastActiveDate" DATE,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "xpPoints" INTEGER NOT NULL DEFAULT 0,
    "showDailySummary" BOOLEAN NOT NULL DEFAULT true,
    "summarySeenDate" DATE,
    "profilePicture" TEXT,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Goal" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" "GoalType" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "isCompleted" BOOLEAN NOT NULL DEFAULT false,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "archivedAt" TIMESTAMP(3),
    "slot" "GoalType",
    "pageId" INTEGER,

    CONSTRAINT "Goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalDay" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "streak" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JournalDay_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JournalPage" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "dayId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "pageNo" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JournalPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Behavior" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "pageId" INTEGER NOT NULL,
    "continueDoing" TEXT NOT NULL DEFAULT '',
    "startDoing" TEXT NOT NULL DEFAULT '',
    "stopDoing" TEXT NOT NULL DEFAULT '',
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Behavior_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LearningItem" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "pageId" INTEGER NOT NULL,
    "type" "LearningType" NOT NULL,
    "content" TEXT NOT NULL,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LearningItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Mindset" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "pageId" INTEGER NOT NULL,
    "visualization" TEXT NOT NULL DEFAULT '',
    "selfTalk" TEXT NOT NULL DEFAULT '',
    "focus" TEXT NOT NULL DEFAULT '',
    "isVisualizationCompleted" BOOLEAN NOT NULL DEFAULT false,
    "isSelfTalkCompleted" BOOLEAN NOT NULL DEFAULT false,
    "isFocusCompleted" BOOLEAN NOT NULL DEFAULT false,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Mindset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "pageId" INTEGER NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachTip" (
    "id" SERIAL NOT NULL,
    "content" TEXT NOT NULL,

    CONSTRAINT "CoachTip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "message" TEXT NOT NULL,
    "isRead" BOOLEAN NOT NULL DEFAULT false,
    "scheduledFor" TIMESTAMP(3),
    "sendPush" BOOLEAN NOT NULL DEFAULT false,
    "deliveredAt" TIMESTAMP(3),
    "dedupeKey" VARCHAR(100),
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushSubscription" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PointsEntry" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "source" VARCHAR(40) NOT NULL,
    "reference" VARCHAR(100),
    "points" INTEGER NOT NULL,
    "description" VARCHAR(200) NOT NULL,
    "idempotencyKey" VARCHAR(120) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PointsEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EarnedBadge" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "code" VARCHAR(40) NOT NULL,
    "earnedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EarnedBadge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WidgetAchievement" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "type" VARCHAR(20) NOT NULL DEFAULT 'widget',
    "source" VARCHAR(40) NOT NULL,
    "points" INTEGER NOT NULL,
    "requestedPoints" INTEGER NOT NULL,
    "description" VARCHAR(200) NOT NULL,
    "localDate" DATE NOT NULL,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WidgetAchievement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginThrottle" (
    "key" VARCHAR(200) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "LoginThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_usernameKey_key" ON "User"("usernameKey");

-- CreateIndex
CREATE INDEX "User_dateCreated_idx" ON "User"("dateCreated");

-- CreateIndex
CREATE INDEX "Goal_userId_archivedAt_idx" ON "Goal"("userId", "archivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Goal_userId_slot_key" ON "Goal"("userId", "slot");

-- CreateIndex
CREATE UNIQUE INDEX "Goal_pageId_type_key" ON "Goal"("pageId", "type");

-- CreateIndex
CREATE UNIQUE INDEX "JournalDay_userId_date_key" ON "JournalDay"("userId", "date");

-- CreateIndex
CREATE INDEX "JournalPage_userId_id_idx" ON "JournalPage"("userId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "JournalPage_userId_date_pageNo_key" ON "JournalPage"("userId", "date", "pageNo");

-- CreateIndex
CREATE UNIQUE INDEX "Behavior_pageId_key" ON "Behavior"("pageId");

-- CreateIndex
CREATE INDEX "Behavior_userId_idx" ON "Behavior"("userId");

-- CreateIndex
CREATE INDEX "LearningItem_pageId_type_idx" ON "LearningItem"("pageId", "type");

-- CreateIndex
CREATE INDEX "LearningItem_userId_idx" ON "LearningItem"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Mindset_pageId_key" ON "Mindset"("pageId");

-- CreateIndex
CREATE INDEX "Mindset_userId_idx" ON "Mindset"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Note_pageId_key" ON "Note"("pageId");

-- CreateIndex
CREATE INDEX "Note_userId_idx" ON "Note"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CoachTip_content_key" ON "CoachTip"("content");

-- CreateIndex
CREATE INDEX "Notification_userId_dateCreated_idx" ON "Notification"("userId", "dateCreated" DESC);

-- CreateIndex
CREATE INDEX "Notification_scheduledFor_deliveredAt_idx" ON "Notification"("scheduledFor", "deliveredAt");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_userId_dedupeKey_key" ON "Notification"("userId", "dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "PushSubscription_endpoint_key" ON "PushSubscription"("endpoint");

-- CreateIndex
CREATE INDEX "PushSubscription_userId_idx" ON "PushSubscription"("userId");

-- CreateIndex
CREATE INDEX "PointsEntry_userId_createdAt_idx" ON "PointsEntry"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PointsEntry_userId_idempotencyKey_key" ON "PointsEntry"("userId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "EarnedBadge_userId_code_key" ON "EarnedBadge"("userId", "code");

-- CreateIndex
CREATE INDEX "WidgetAchievement_userId_localDate_idx" ON "WidgetAchievement"("userId", "localDate");

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "JournalPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalDay" ADD CONSTRAINT "JournalDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalPage" ADD CONSTRAINT "JournalPage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JournalPage" ADD CONSTRAINT "JournalPage_dayId_fkey" FOREIGN KEY ("dayId") REFERENCES "JournalDay"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Behavior" ADD CONSTRAINT "Behavior_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Behavior" ADD CONSTRAINT "Behavior_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "JournalPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearningItem" ADD CONSTRAINT "LearningItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LearningItem" ADD CONSTRAINT "LearningItem_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "JournalPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mindset" ADD CONSTRAINT "Mindset_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Mindset" ADD CONSTRAINT "Mindset_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "JournalPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "JournalPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushSubscription" ADD CONSTRAINT "PushSubscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsEntry" ADD CONSTRAINT "PointsEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EarnedBadge" ADD CONSTRAINT "EarnedBadge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WidgetAchievement" ADD CONSTRAINT "WidgetAchievement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the case-insensitive key must always be lower(username)
ALTER TABLE "User" ADD CONSTRAINT "User_usernameKey_lower" CHECK ("usernameKey" = lower("username"));

-- Hand-written: a slot is held only by the goal type it names, and tasks never hold one
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_slot_matches_type" CHECK ("slot" IS NULL OR "slot" = "type");
ALTER TABLE "Goal" ADD CONSTRAINT "Goal_task_has_page" CHECK (("type" IN ('task1','task2','task3')) = ("pageId" IS NOT NULL));
