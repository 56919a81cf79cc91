-- AlterTable
ALTER TABLE "User" ADD COLUMN     "showChallengeName" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Challenge" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER,
    "name" VARCHAR(80) NOT NULL,
    "measure" VARCHAR(24) NOT NULL,
    "target" INTEGER NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "refreshedAt" TIMESTAMP(3),
    "joinCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChallengeParticipant" (
    "challengeId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "memberNo" INTEGER NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "excused" INTEGER NOT NULL DEFAULT 0,
    "target" INTEGER NOT NULL,
    "reachedAt" TIMESTAMP(3),
    "rewardedAt" TIMESTAMP(3),

    CONSTRAINT "ChallengeParticipant_pkey" PRIMARY KEY ("challengeId","userId")
);

-- CreateTable
CREATE TABLE "GoalPartner" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "partnerId" INTEGER NOT NULL,
    "goalId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMP(3),
    "endedAt" TIMESTAMP(3),

    CONSTRAINT "GoalPartner_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Challenge_teamId_endDate_idx" ON "Challenge"("teamId", "endDate");

-- CreateIndex
CREATE INDEX "Challenge_finishedAt_startDate_idx" ON "Challenge"("finishedAt", "startDate");

-- CreateIndex
CREATE INDEX "ChallengeParticipant_challengeId_progress_memberNo_idx" ON "ChallengeParticipant"("challengeId", "progress" DESC, "memberNo");

-- CreateIndex
CREATE INDEX "ChallengeParticipant_userId_idx" ON "ChallengeParticipant"("userId");

-- CreateIndex
CREATE INDEX "GoalPartner_userId_endedAt_idx" ON "GoalPartner"("userId", "endedAt");

-- CreateIndex
CREATE INDEX "GoalPartner_partnerId_endedAt_idx" ON "GoalPartner"("partnerId", "endedAt");

-- CreateIndex
CREATE INDEX "GoalPartner_goalId_idx" ON "GoalPartner"("goalId");

-- CreateIndex
CREATE UNIQUE INDEX "GoalPartner_live_key" ON "GoalPartner"("userId", "partnerId", "goalId") WHERE ("endedAt" IS NULL);

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChallengeParticipant" ADD CONSTRAINT "ChallengeParticipant_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChallengeParticipant" ADD CONSTRAINT "ChallengeParticipant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalPartner" ADD CONSTRAINT "GoalPartner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalPartner" ADD CONSTRAINT "GoalPartner_partnerId_fkey" FOREIGN KEY ("partnerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalPartner" ADD CONSTRAINT "GoalPartner_goalId_fkey" FOREIGN KEY ("goalId") REFERENCES "Goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;
