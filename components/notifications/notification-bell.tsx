"use client";
// The header bell (01-core s2, s4, s8): unread count; a dropdown 80 units wide and at most 500 px
// high with the newest notifications; click marks read; mark all; delete; delete-all one by one,
// after a confirmation that names the count (issue 14 item 4).
import { useState } from "react";
import { Bell, CheckCheck, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteAllDialog } from "@/components/notifications/confirm-delete-all-dialog";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { NotificationItem } from "@/components/notifications/notification-item";
import { useAchievementToast } from "@/components/notifications/use-achievement-toast";
import { deleteAllSummary, NOTHING_TO_DELETE, UNEXPECTED } from "@/components/notifications/delete-all";
import {
  useDeleteAllNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from "@/lib/client/use-notifications";
import { notify, toast } from "@/lib/client/toast";
import type { NotificationDto } from "@/lib/schemas/notifications";

const error = (description: string) => toast({ title: "Error", description, variant: "destructive" });

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [deletingAll, setDeletingAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { data: list = [], refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const deleteAll = useDeleteAllNotifications();
  const unread = list.filter((n) => !n.isRead).length;

  useAchievementToast(list, () => markAll.mutate(undefined, { onError: () => error("Failed to mark all notifications as read") }));

  const onRead = (n: NotificationDto) => {
    if (!n.isRead) markRead.mutate(n.id, { onError: () => error("Failed to mark notification as read") });
  };
  const onDelete = (n: NotificationDto) => remove.mutate(n.id, { onError: () => error("Failed to delete notification") });

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
      error(UNEXPECTED);
    } finally {
      setDeletingAll(false);
      refetch();
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next && confirming) return; // a click in the confirmation is not a click away
        setOpen(next);
        if (next) refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"} data-testid="notification-bell">
          <Bell />
          {unread > 0 && (
            <span data-testid="notification-count" className="bg-primary text-primary-foreground absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4 font-semibold">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex max-h-[500px] w-80 flex-col p-0" data-testid="notification-dropdown">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => markAll.mutate(undefined, { onError: () => error("Failed to mark all notifications as read") })} disabled={!unread || deletingAll}>
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
      </PopoverContent>
      <ConfirmDeleteAllDialog count={list.length} open={confirming} onOpenChange={setConfirming} onConfirm={() => void onDeleteAll()} />
    </Popover>
  );
}
