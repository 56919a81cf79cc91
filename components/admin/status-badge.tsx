"use client";
// Scheduled (outline) while scheduledFor is in the future, else Read (secondary) or Unread (default).
import { Badge } from "@/components/ui/badge";
import { notificationStatus, type NotificationStatus } from "@/lib/domain/notifications";
import type { AdminNotificationDto } from "@/lib/schemas/admin";

const VARIANT: Record<NotificationStatus, "outline" | "secondary" | "default"> = { Scheduled: "outline", Read: "secondary", Unread: "default" };

export function StatusBadge({ notification }: { notification: AdminNotificationDto }) {
  const status = notificationStatus(notification, new Date());
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {status}
    </Badge>
  );
}
