-- CreateEnum
CREATE TYPE "PauseReason" AS ENUM ('ill', 'travel', 'exams', 'other');

-- AlterTable
ALTER TABLE "JournalDay" ADD COLUMN     "frozen" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "rest" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "dayStartHour" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "freezeNoticeStreak" INTEGER,
ADD COLUMN     "freezeNoticeUsed" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "freezes" SMALLINT NOT NULL DEFAULT 0,
ADD COLUMN     "restDays" SMALLINT[] DEFAULT ARRAY[]::SMALLINT[],
ADD COLUMN     "streakThrough" DATE,
ADD COLUMN     "travelPromptZone" VARCHAR(64);

-- CreateTable
CREATE TABLE "Pause" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "reason" "PauseReason" NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "Pause_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Pause_userId_endDate_idx" ON "Pause"("userId", "endDate");

-- AddForeignKey
ALTER TABLE "Pause" ADD CONSTRAINT "Pause_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Fair streaks: the streak's chain of an existing member is settled to their last active day.
UPDATE "User" SET "streakThrough" = "lastActiveDate" WHERE "lastActiveDate" IS NOT NULL;
