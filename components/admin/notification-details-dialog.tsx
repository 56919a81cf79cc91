"use client";
// 'Notification Details': recipient, status, dates, title, message, push badge, Close and Delete.
// It opens with focus on Close, the safe action (docs/product/admin-and-coach.md#message-center): Enter
// or Space right after opening never deletes. The push badge sits after the list (a <dl> holds
// only term and description groups).
import { useRef } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatAdminDate } from "@/components/admin/admin-rules";
import { StatusBadge } from "@/components/admin/status-badge";
import type { AdminNotificationDto } from "@/lib/schemas/admin";

type Props = { notification: AdminNotificationDto | null; onClose: () => void; onDelete: (n: AdminNotificationDto) => void; deleting: boolean };

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

export function NotificationDetailsDialog({ notification: n, onClose, onDelete, deleting }: Props) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={!!n} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-lg"
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          close.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Notification Details</DialogTitle>
          <DialogDescription className="sr-only">The notification as it was sent</DialogDescription>
        </DialogHeader>
        {n && (
          <dl className="space-y-2">
            <Field label="Recipient">{n.username}</Field>
            <Field label="Status">
              <StatusBadge notification={n} />
            </Field>
            <Field label="Date Created">{formatAdminDate(n.dateCreated)}</Field>
            {n.scheduledFor && <Field label="Scheduled For">{formatAdminDate(n.scheduledFor)}</Field>}
            <Field label="Title">{n.title}</Field>
            <Field label="Message">{n.message}</Field>
          </dl>
        )}
        {n?.sendPush && (
          <div>
            <Badge variant="outline">Push Notification</Badge>
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button ref={close} variant="outline">
              Close
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => n && onDelete(n)} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
