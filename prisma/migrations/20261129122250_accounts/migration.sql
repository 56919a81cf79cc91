-- AlterTable
ALTER TABLE "User" ADD COLUMN     "unverifiedEmail" VARCHAR(254);

-- CreateTable
CREATE TABLE "IdentityProof" (
    "userId" INTEGER NOT NULL,
    "sessionId" VARCHAR(32) NOT NULL,
    "provenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdentityProof_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Import_status_updatedAt_idx" ON "Import"("status", "updatedAt");

-- AddForeignKey
ALTER TABLE "IdentityProof" ADD CONSTRAINT "IdentityProof_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
