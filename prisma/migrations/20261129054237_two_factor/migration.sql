-- CreateTable
CREATE TABLE "TwoFactor" (
    "userId" INTEGER NOT NULL,
    "secret" VARCHAR(64) NOT NULL,
    "enabledAt" TIMESTAMP(3),
    "lastStep" INTEGER,
    "recoveryHashes" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "TwoFactor_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "TwoFactor" ADD CONSTRAINT "TwoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
