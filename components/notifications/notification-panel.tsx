"use client";
// The bell's dropdown (docs/product/notifications.md#the-bell): the newest notifications; click marks read; mark all;
// delete; delete-all one by one, after a confirmation that names the count (docs/decisions.md "Delete all in the bell").
// Loaded with the dropdown's first open (notification-bell), so its code (and the date format)
// is not in the first-load script (docs/decisions.md "Loaded when used, not with the page").
import { useState } from "react";
import { CheckCheck, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteAllDialog } from "@/components/notifications/confirm-delete-all-dialog";
import { NotificationItem } from "@/components/notifications/notification-item";
import { deleteAllSummary, NOTHING_TO_DELETE, UNEXPECTED } from "@/components/notifications/delete-all";
import { useMarkAllNotificationsRead } from "@/lib/client/use-notifications";
import { useDeleteAllNotifications, useDeleteNotification, useMarkNotificationRead } from "@/lib/client/use-notification-actions";
import { notify, toast } from "@/lib/client/toast";
import type { NotificationDto } from "@/lib/schemas/notifications";

export const notificationError = (description: string) => toast({ title: "Error", description, variant: "destructive" });

type Props = {
  list: NotificationDto[];
  refetch: () => unknown;
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
};

export function NotificationPanel({ list, refetch, confirming, setConfirming }: Props) {
  const [deletingAll, setDeletingAll] = useState(false);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const deleteAll = useDeleteAllNotifications();
  const unread = list.filter((n) => !n.isRead).length;

  const onRead = (n: NotificationDto) => {
    if (!n.isRead) markRead.mutate(n.id, { onError: () => notificationError("Failed to mark notification as read") });
  };
  const onDelete = (n: NotificationDto) => remove.mutate(n.id, { onError: () => notificationError("Failed to delete notification") });

  const askDeleteAll = () => {
    if (!list.length) toast({ title: "Notifications", description: NOTHING_TO_DELETE });
    else setConfirming(true);
  };

  const onDeleteAll = async () => {
    setConfirming(false);
    setDeletingAll(true);
    try {
      const progress = toast({ title: "Deleting notifications...", description: `0 of ${list.length} deleted` });
      const result = await deleteAll.mutateAsync({
        ids: list.map((n) => n.id),
        onProgress: (done, total) => progress.update({ description: `${done} of ${total} deleted` }),
      });
      const summary = deleteAllSummary(result);
      if (summary.kind === "success") notify("success", summary.title, summary.description);
      else toast({ title: summary.title, description: summary.description, variant: summary.kind === "error" ? "destructive" : "warning" });
    } catch {
      notificationError(UNEXPECTED);
    } finally {
      setDeletingAll(false);
      refetch();
    }
  };

  return (
    <>
      {/* Wraps rather than pushing 'Delete all' past the dropdown's 80-unit width. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b px-3 py-2">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <div className="ml-auto flex flex-wrap justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => markAll.mutate(undefined, { onError: () => notificationError("Failed to mark all notifications as read") })} disabled={!unread || deletingAll}>
            <CheckCheck /> Mark all read
          </Button>
          <Button variant="ghost" size="sm" onClick={askDeleteAll} disabled={deletingAll}>
            <Trash2 /> {deletingAll ? "Deleting..." : "Delete all"}
          </Button>
        </div>
      </div>
      {list.length === 0 ? (
        <p className="text-muted-foreground px-3 py-6 text-center text-sm">No notifications</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto">
          {list.map((n) => (
            <NotificationItem key={n.id} notification={n} onRead={onRead} onDelete={onDelete} disabled={deletingAll} />
          ))}
        </ul>
      )}
      <ConfirmDeleteAllDialog count={list.length} open={confirming} onOpenChange={setConfirming} onConfirm={() => void onDeleteAll()} />
    </>
  );
}
