-- AlterTable
ALTER TABLE "User" ADD COLUMN     "journalSharedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "CoachSnapshot" (
    "userId" INTEGER NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,
    "today" DATE NOT NULL,
    "reason" VARCHAR(20),
    "severity" INTEGER,
    "since" DATE,
    "details" JSONB NOT NULL DEFAULT '[]',
    "reasons" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "streak" INTEGER NOT NULL DEFAULT 0,
    "bestStreak" INTEGER NOT NULL DEFAULT 0,
    "activeToday" BOOLEAN NOT NULL DEFAULT false,
    "activeLastWeekDay" BOOLEAN NOT NULL DEFAULT false,
    "activeThisWeek" BOOLEAN NOT NULL DEFAULT false,
    "activeLastWeek" BOOLEAN NOT NULL DEFAULT false,
    "journalsThisWeek" INTEGER NOT NULL DEFAULT 0,
    "journalsLastWeek" INTEGER NOT NULL DEFAULT 0,
    "mindsetThisWeek" INTEGER NOT NULL DEFAULT 0,
    "mindsetLastWeek" INTEGER NOT NULL DEFAULT 0,
    "tasksThisWeek" INTEGER NOT NULL DEFAULT 0,
    "tasksLastWeek" INTEGER NOT NULL DEFAULT 0,
    "goalsThisWeek" INTEGER NOT NULL DEFAULT 0,
    "goalsLastWeek" INTEGER NOT NULL DEFAULT 0,
    "activeDays7" INTEGER NOT NULL DEFAULT 0,
    "activeDays28" INTEGER NOT NULL DEFAULT 0,
    "taskRate28" INTEGER NOT NULL DEFAULT 0,
    "mindsetRate28" INTEGER NOT NULL DEFAULT 0,
    "journalRate28" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CoachSnapshot_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "CoachContact" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "contactedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byUsername" VARCHAR(32) NOT NULL,

    CONSTRAINT "CoachContact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CoachNudge" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "reason" VARCHAR(20) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byUsername" VARCHAR(32) NOT NULL,

    CONSTRAINT "CoachNudge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CoachSnapshot_attention_idx" ON "CoachSnapshot"("severity", "since", "userId") WHERE ("reason" IS NOT NULL);

-- CreateIndex
CREATE INDEX "CoachContact_userId_contactedAt_idx" ON "CoachContact"("userId", "contactedAt" DESC);

-- CreateIndex
CREATE INDEX "CoachNudge_userId_sentAt_idx" ON "CoachNudge"("userId", "sentAt" DESC);

-- AddForeignKey
ALTER TABLE "CoachSnapshot" ADD CONSTRAINT "CoachSnapshot_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachContact" ADD CONSTRAINT "CoachContact_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CoachNudge" ADD CONSTRAINT "CoachNudge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
