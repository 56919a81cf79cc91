-- AlterTable
ALTER TABLE "Goal" ADD COLUMN     "fieldsMadeAt" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "contactBefore" TIMESTAMP(3),
ADD COLUMN     "contactSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- Sessions signed in before this migration: their current stretch began at their last contact.
UPDATE "Session" SET "contactSince" = "lastSeenAt";
