-- CreateTable
CREATE TABLE "WidgetPointsDay" (
    "userId" INTEGER NOT NULL,
    "localDate" DATE NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "lastAward" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "WidgetPointsDay_pkey" PRIMARY KEY ("userId","localDate")
);

-- CreateIndex
CREATE UNIQUE INDEX "WidgetAchievement_userId_dateCreated_description_key" ON "WidgetAchievement"("userId", "dateCreated", "description");

-- AddForeignKey
ALTER TABLE "WidgetPointsDay" ADD CONSTRAINT "WidgetPointsDay_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
