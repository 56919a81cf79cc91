"use client";
// The header bell (docs/product/notifications.md#the-bell): the unread count and a dropdown 80 units wide and at most
// 500 px high (notification-panel). The dropdown's code loads when it first opens, or when the
// pointer or focus reaches the bell (docs/decisions.md "Loaded when used, not with the page"); the count and the achievement toasts are here.
import { lazy, useState } from "react";
import { BellIcon as Bell } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/lazy-popover";
import { useAchievementToast } from "@/components/notifications/use-achievement-toast";
import { useMarkAllNotificationsRead, useNotifications } from "@/lib/client/use-notifications";
import { toast } from "@/lib/client/toast";

const loadPanel = () => import("@/components/notifications/notification-panel");
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { data: list = [], refetch } = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.filter((n) => !n.isRead).length;

  useAchievementToast(list, () =>
    markAll.mutate(undefined, { onError: () => toast({ title: "Error", description: "Failed to mark all notifications as read", variant: "destructive" }) }),
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (!next && confirming) return; // a click in the confirmation is not a click away
        setOpen(next);
        if (next) refetch();
      }}
    >
      <PopoverTrigger asChild onPointerEnter={preloadPanel} onFocus={preloadPanel}>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"} data-testid="notification-bell">
          <Bell />
          {unread > 0 && (
            <span data-testid="notification-count" className="bg-primary text-primary-foreground absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4 font-semibold">
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Notifications" className="flex max-h-[500px] w-80 flex-col p-0" data-testid="notification-dropdown">
        <NotificationPanel list={list} refetch={refetch} confirming={confirming} setConfirming={setConfirming} />
      </PopoverContent>
    </Popover>
  );
}
