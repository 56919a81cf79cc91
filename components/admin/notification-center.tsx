"use client";
// 'Notification Message Center': every notification sent, filterable, with status, details and
// delete. Loaded only while the Notifications tab is open.
import { useState } from "react";
import { Eye, Search, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { filterNotifications, formatAdminDate, serverMessage } from "@/components/admin/admin-rules";
import { NotificationDetailsDialog } from "@/components/admin/notification-details-dialog";
import { StatusBadge } from "@/components/admin/status-badge";
import { useAdminNotifications, useDeleteAdminNotification } from "@/lib/client/use-admin";
import { notify, toast } from "@/lib/client/toast";
import type { AdminNotificationDto } from "@/lib/schemas/admin";

export function NotificationCenter({ active }: { active: boolean }) {
  const { data: list = [], isPending } = useAdminNotifications(active);
  const remove = useDeleteAdminNotification();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<AdminNotificationDto | null>(null);
  const shown = filterNotifications(list, query);

  const onDelete = (n: AdminNotificationDto) =>
    remove.mutate(n.id, {
      onSuccess: () => {
        notify("success", "Notification deleted successfully");
        setOpen(null);
      },
      onError: (error) => toast({ title: "Error", description: `Failed to delete notification: ${serverMessage(error)}`, variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Message Center</CardTitle>
        <CardDescription>View and manage all notifications sent to users</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="relative w-full sm:w-72">
          <Search className="text-muted-foreground absolute top-2.5 left-2 size-4" />
          <Input className="pl-8" placeholder="Filter notifications..." aria-label="Filter notifications" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} className="text-muted-foreground text-center">
                    No notifications found
                  </TableCell>
                </TableRow>
              )}
              {shown.map((n) => (
                <TableRow key={n.id} data-testid="admin-notification-row">
                  <TableCell>{n.username}</TableCell>
                  <TableCell className="max-w-48 truncate" title={n.title}>
                    {n.title}
                  </TableCell>
                  <TableCell>
                    <StatusBadge notification={n} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatAdminDate(n.dateCreated)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label="View details" onClick={() => setOpen(n)}>
                      <Eye />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label="Delete notification" onClick={() => onDelete(n)} disabled={remove.isPending}>
                      <Trash2 className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <NotificationDetailsDialog notification={open} onClose={() => setOpen(null)} onDelete={onDelete} deleting={remove.isPending} />
    </Card>
  );
}
