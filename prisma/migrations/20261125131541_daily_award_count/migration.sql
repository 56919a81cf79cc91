-- CreateTable
CREATE TABLE "DailyAwardCount" (
    "userId" INTEGER NOT NULL,
    "localDate" DATE NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DailyAwardCount_pkey" PRIMARY KEY ("userId","localDate","kind")
);

-- AddForeignKey
ALTER TABLE "DailyAwardCount" ADD CONSTRAINT "DailyAwardCount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
