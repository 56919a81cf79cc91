-- CreateTable
CREATE TABLE "Import" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "fileName" VARCHAR(200) NOT NULL,
    "bytes" INTEGER NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "progress" SMALLINT NOT NULL DEFAULT 0,
    "error" TEXT,
    "written" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Import_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportChunk" (
    "importId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "ImportChunk_pkey" PRIMARY KEY ("importId","seq")
);

-- CreateTable
CREATE TABLE "ImportItem" (
    "id" SERIAL NOT NULL,
    "importId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "text" TEXT NOT NULL,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "hash" VARCHAR(64) NOT NULL,
    "skip" VARCHAR(200),
    "written" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ImportItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ImportedRow" (
    "userId" INTEGER NOT NULL,
    "hash" VARCHAR(64) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportedRow_pkey" PRIMARY KEY ("userId","hash")
);

-- CreateIndex
CREATE INDEX "Import_userId_id_idx" ON "Import"("userId", "id");

-- CreateIndex
CREATE INDEX "ImportItem_importId_date_idx" ON "ImportItem"("importId", "date");

-- AddForeignKey
ALTER TABLE "Import" ADD CONSTRAINT "Import_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportChunk" ADD CONSTRAINT "ImportChunk_importId_fkey" FOREIGN KEY ("importId") REFERENCES "Import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportItem" ADD CONSTRAINT "ImportItem_importId_fkey" FOREIGN KEY ("importId") REFERENCES "Import"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportedRow" ADD CONSTRAINT "ImportedRow_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
