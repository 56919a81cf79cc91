-- AlterTable
ALTER TABLE "Behavior" ADD COLUMN     "fieldsMadeAt" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Mindset" ADD COLUMN     "fieldsMadeAt" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Note" ADD COLUMN     "fieldsMadeAt" JSONB NOT NULL DEFAULT '{}';
