-- AlterTable
ALTER TABLE "LearningItem" ADD COLUMN     "fieldsMadeAt" JSONB NOT NULL DEFAULT '{}';
