-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "sendId" INTEGER;

-- AlterTable
ALTER TABLE "PushSubscription" ADD COLUMN     "lastFailureAt" TIMESTAMP(3),
ADD COLUMN     "lastSuccessAt" TIMESTAMP(3),
ADD COLUMN     "userAgent" VARCHAR(300);

-- CreateTable
CREATE TABLE "NotificationSend" (
    "id" SERIAL NOT NULL,
    "senderId" INTEGER,
    "idempotencyKey" VARCHAR(100) NOT NULL,
    "audience" VARCHAR(10) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "message" TEXT NOT NULL,
    "sendPush" BOOLEAN NOT NULL DEFAULT false,
    "scheduledFor" TIMESTAMP(3),
    "status" VARCHAR(12) NOT NULL DEFAULT 'queued',
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "pushTotal" INTEGER NOT NULL DEFAULT 0,
    "pushSent" INTEGER NOT NULL DEFAULT 0,
    "pushFailed" INTEGER NOT NULL DEFAULT 0,
    "pushRemoved" INTEGER NOT NULL DEFAULT 0,
    "pushBatches" INTEGER NOT NULL DEFAULT 0,
    "dateCreated" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "NotificationSend_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PushDelivery" (
    "notificationId" INTEGER NOT NULL,
    "subscriptionId" INTEGER NOT NULL,
    "status" VARCHAR(8) NOT NULL,
    "httpStatus" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PushDelivery_pkey" PRIMARY KEY ("notificationId","subscriptionId")
);

-- CreateIndex
CREATE UNIQUE INDEX "NotificationSend_senderId_idempotencyKey_key" ON "NotificationSend"("senderId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "PushDelivery_subscriptionId_idx" ON "PushDelivery"("subscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "Notification_sendId_userId_key" ON "Notification"("sendId", "userId");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_sendId_fkey" FOREIGN KEY ("sendId") REFERENCES "NotificationSend"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationSend" ADD CONSTRAINT "NotificationSend_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushDelivery" ADD CONSTRAINT "PushDelivery_notificationId_fkey" FOREIGN KEY ("notificationId") REFERENCES "Notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PushDelivery" ADD CONSTRAINT "PushDelivery_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "PushSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;
