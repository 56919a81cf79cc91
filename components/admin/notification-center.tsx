"use client";
// 'Notification Message Center': every notification sent, filterable, with status, details and
// delete. Loaded only while the Notifications tab is open.
import { useState } from "react";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { DeleteIconButton, ListTable, SearchInput, type Column } from "@/components/admin/admin-table";
import { filterNotifications, formatAdminDate, serverMessage } from "@/components/admin/admin-rules";
import { NotificationDetailsDialog } from "@/components/admin/notification-details-dialog";
import { StatusBadge } from "@/components/admin/status-badge";
import { useAdminNotifications, useDeleteAdminNotification } from "@/lib/client/use-admin";
import { notify, toast } from "@/lib/client/toast";
import type { AdminNotificationDto } from "@/lib/schemas/admin";

const COLUMNS: Column[] = [{ label: "User" }, { label: "Title" }, { label: "Status" }, { label: "Date" }, { label: "Actions", className: "text-right" }];

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
        <SearchInput className="w-full sm:w-72" label="Filter notifications" value={query} onChange={setQuery} />
        {isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <ListTable label="Notifications sent" columns={COLUMNS} empty={shown.length === 0} emptyText="No notifications found">
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
                  <DeleteIconButton label="Delete notification" onClick={() => onDelete(n)} disabled={remove.isPending} />
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </CardContent>
      <NotificationDetailsDialog notification={open} onClose={() => setOpen(null)} onDelete={onDelete} deleting={remove.isPending} />
    </Card>
  );
}
