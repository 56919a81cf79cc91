-- CreateIndex
CREATE INDEX "Import_status_updatedAt_idx" ON "Import"("status", "updatedAt");
