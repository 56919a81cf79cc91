-- CreateTable
CREATE TABLE "CoachCohort" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "computedAt" TIMESTAMP(3) NOT NULL,
    "totals" JSONB NOT NULL,

    CONSTRAINT "CoachCohort_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CoachContact_contactedAt_idx" ON "CoachContact"("contactedAt");

-- CreateIndex
CREATE INDEX "CoachSnapshot_reasons_idx" ON "CoachSnapshot" USING GIN ("reasons");
