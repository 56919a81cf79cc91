-- AlterTable
ALTER TABLE "WidgetAchievement" ADD COLUMN     "reversedAt" TIMESTAMP(3);
