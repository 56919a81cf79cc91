-- Teams and roles (docs/decisions.md "Teams and roles"): every existing member joins the default
-- team (id 1) through the default of the column, and the totals of everyone move to id 0.
-- AlterTable
ALTER TABLE "CoachCohort" ALTER COLUMN "id" SET DEFAULT 0;

-- AlterTable
ALTER TABLE "CoachSnapshot" ADD COLUMN     "teamId" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "NotificationSend" ADD COLUMN     "teamIds" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "inviteCodeId" INTEGER,
ADD COLUMN     "teamId" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "Team" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(80) NOT NULL,
    "nameKey" VARCHAR(80) NOT NULL,
    "description" VARCHAR(500) NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedAt" TIMESTAMP(3),

    CONSTRAINT "Team_pkey" PRIMARY KEY ("id")
);

-- The default team, before any foreign key points at it
INSERT INTO "Team" ("id", "name", "nameKey") VALUES (1, 'Default team', 'default team');
SELECT setval(pg_get_serial_sequence('"Team"', 'id'), 1);

-- The totals of the whole community are row 0 (those of a team: its id), the next refresh writes both
DELETE FROM "CoachCohort" WHERE "id" = 1;

-- CreateTable
CREATE TABLE "TeamCoach" (
    "teamId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TeamCoach_pkey" PRIMARY KEY ("teamId","userId")
);

-- CreateTable
CREATE TABLE "InviteCode" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "teamId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3),
    "maxUses" INTEGER,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "revokedAt" TIMESTAMP(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InviteCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Team_live_name_key" ON "Team"("nameKey") WHERE ("archivedAt" IS NULL);

-- CreateIndex
CREATE INDEX "TeamCoach_userId_idx" ON "TeamCoach"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "InviteCode_code_key" ON "InviteCode"("code");

-- CreateIndex
CREATE INDEX "InviteCode_teamId_createdAt_idx" ON "InviteCode"("teamId", "createdAt");

-- CreateIndex
CREATE INDEX "CoachSnapshot_team_attention_idx" ON "CoachSnapshot"("teamId", "severity", "since", "userId") WHERE ("reason" IS NOT NULL);

-- CreateIndex
CREATE INDEX "User_teamId_id_idx" ON "User"("teamId", "id");

-- CreateIndex
CREATE INDEX "User_teamId_dateCreated_idx" ON "User"("teamId", "dateCreated");

-- CreateIndex
CREATE INDEX "User_inviteCodeId_idx" ON "User"("inviteCodeId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
-- Deferrable: User and InviteCode point at each other (a member's code, a code's issuer), so a
-- restore copies User first and this key is checked at its commit (docs/decisions.md "Backups,
-- imports and the calendar feed").
ALTER TABLE "User" ADD CONSTRAINT "User_inviteCodeId_fkey" FOREIGN KEY ("inviteCodeId") REFERENCES "InviteCode"("id") ON DELETE SET NULL ON UPDATE CASCADE DEFERRABLE INITIALLY IMMEDIATE;

-- AddForeignKey
ALTER TABLE "TeamCoach" ADD CONSTRAINT "TeamCoach_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TeamCoach" ADD CONSTRAINT "TeamCoach_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InviteCode" ADD CONSTRAINT "InviteCode_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InviteCode" ADD CONSTRAINT "InviteCode_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
