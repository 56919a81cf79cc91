-- CreateTable
CREATE TABLE "MemberWriteKey" (
    "userId" INTEGER NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "requestHash" CHAR(64) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "body" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MemberWriteKey_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE INDEX "MemberWriteKey_createdAt_idx" ON "MemberWriteKey"("createdAt");

-- AddForeignKey
ALTER TABLE "MemberWriteKey" ADD CONSTRAINT "MemberWriteKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
