-- CreateTable
CREATE TABLE "CheckInForm" (
    "id" SERIAL NOT NULL,
    "teamId" INTEGER NOT NULL,
    "title" VARCHAR(120) NOT NULL,
    "cadence" VARCHAR(8) NOT NULL,
    "weekday" SMALLINT,
    "hour" SMALLINT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedAt" TIMESTAMP(3),

    CONSTRAINT "CheckInForm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckInFormVersion" (
    "id" SERIAL NOT NULL,
    "formId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "questions" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckInFormVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CheckInAnswer" (
    "id" SERIAL NOT NULL,
    "formId" INTEGER NOT NULL,
    "versionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "dueDate" DATE NOT NULL,
    "answers" JSONB NOT NULL,
    "flaggedIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "flagged" BOOLEAN NOT NULL DEFAULT false,
    "answeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),
    "reviewedById" INTEGER,

    CONSTRAINT "CheckInAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CheckInForm_teamId_id_idx" ON "CheckInForm"("teamId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CheckInFormVersion_formId_version_key" ON "CheckInFormVersion"("formId", "version");

-- CreateIndex
CREATE INDEX "CheckInAnswer_userId_formId_dueDate_idx" ON "CheckInAnswer"("userId", "formId", "dueDate");

-- CreateIndex
CREATE INDEX "CheckInAnswer_formId_dueDate_idx" ON "CheckInAnswer"("formId", "dueDate");

-- CreateIndex
CREATE INDEX "CheckInAnswer_formId_id_idx" ON "CheckInAnswer"("formId", "id");

-- CreateIndex
CREATE INDEX "CheckInAnswer_review_idx" ON "CheckInAnswer"("flagged", "id") WHERE ("reviewedAt" IS NULL);

-- CreateIndex
CREATE UNIQUE INDEX "CheckInAnswer_formId_userId_dueDate_key" ON "CheckInAnswer"("formId", "userId", "dueDate");

-- AddForeignKey
ALTER TABLE "CheckInForm" ADD CONSTRAINT "CheckInForm_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInFormVersion" ADD CONSTRAINT "CheckInFormVersion_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CheckInForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInAnswer" ADD CONSTRAINT "CheckInAnswer_formId_fkey" FOREIGN KEY ("formId") REFERENCES "CheckInForm"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInAnswer" ADD CONSTRAINT "CheckInAnswer_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "CheckInFormVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CheckInAnswer" ADD CONSTRAINT "CheckInAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
