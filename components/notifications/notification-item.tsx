"use client";
// One row of the bell's dropdown: title, message, date ('MMM d, yyyy • h:mm a'), unread dot,
// click to mark read, and a delete button.
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { NotificationDto } from "@/lib/schemas/notifications";

export const BELL_DATE_FORMAT = "MMM d, yyyy • h:mm a";

type Props = {
  notification: NotificationDto;
  onRead: (n: NotificationDto) => void;
  onDelete: (n: NotificationDto) => void;
  disabled?: boolean;
};

export function NotificationItem({ notification: n, onRead, onDelete, disabled }: Props) {
  // A scheduled notification arrived at its scheduled time.
  const when = new Date(n.scheduledFor ?? n.dateCreated);
  return (
    <li data-testid="notification-item" data-read={n.isRead} className={cn("group flex gap-2 border-b px-3 py-2 last:border-b-0", !n.isRead && "bg-accent/40")}>
      <button type="button" className="flex min-w-0 flex-1 gap-2 text-left" onClick={() => onRead(n)} disabled={disabled}>
        <span aria-hidden className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.isRead ? "bg-transparent" : "bg-primary")} />
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm break-words", !n.isRead && "font-semibold")}>{n.title}</span>
          <span className="text-muted-foreground block text-sm break-words whitespace-pre-line">{n.message}</span>
          <span className="text-muted-foreground mt-1 block text-xs">{format(when, BELL_DATE_FORMAT)}</span>
          {!n.isRead && <span className="sr-only">Unread</span>}
        </span>
      </button>
      {(n.broadcast || n.inConversation) && (
        <Link href={n.broadcast ? `/coach?quote=${n.id}` : "/coach"} className="text-primary dark:text-gold shrink-0 self-center text-xs font-medium underline-offset-2 hover:underline" data-testid="notification-reply">
          Reply
        </Link>
      )}
      <Button variant="ghost" size="icon" className="size-7 shrink-0" aria-label="Delete notification" onClick={() => onDelete(n)} disabled={disabled}>
        <Trash2 />
      </Button>
    </li>
  );
}
