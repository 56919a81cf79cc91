"use client";
// 'Notification Message Center': the notifications sent, a page at a time newest first, filtered
// by kind and by text on the server (docs/decisions.md "The kind filter"), with status, details, delete and Delete
// all. Loaded only while the Notifications tab is open; the page on screen refreshes every 30 s.
import { useState } from "react";
import { Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { DeleteIconButton, ListTable, SearchInput, WIDE_ONLY, type Column } from "@/components/admin/admin-table";
import { formatAdminDate } from "@/components/admin/admin-rules";
import { failureMessage } from "@/lib/client/api";
import { DeleteAllAdminNotifications } from "@/components/admin/delete-all-admin-notifications";
import { totalLabel } from "@/components/admin/message-center-rules";
import { NotificationDetailsDialog } from "@/components/admin/notification-details-dialog";
import { NotificationKindFilter } from "@/components/admin/notification-kind-filter";
import { Pager } from "@/components/admin/pager";
import { StatusBadge } from "@/components/admin/status-badge";
import { cursorPageControls, useCursorPages } from "@/components/admin/use-cursor-pages";
import { useAdminNotificationsPage, useDeleteAdminNotification } from "@/lib/client/use-admin-notifications";
import { useDebouncedValue } from "@/lib/client/use-admin-users";
import { notify, toast } from "@/lib/client/toast";
import type { NotificationKindFilter as Kind } from "@/lib/domain/notification-kind";
import type { AdminNotificationDto } from "@/lib/schemas/admin";
import { cn } from "@/lib/utils";

// A phone leaves out User and Date (the username shows under the title), so Status and the
// actions stay on screen at 375 px.
const COLUMNS: Column[] = [
  { label: "User", className: WIDE_ONLY },
  { label: "Title" },
  { label: "Status" },
  { label: "Date", className: WIDE_ONLY },
  { label: "Actions", className: "text-right" },
];

export function NotificationCenter({ active }: { active: boolean }) {
  const [kind, setKind] = useState<Kind>("all");
  const [query, setQuery] = useState("");
  const filter = { kind, q: useDebouncedValue(query.trim()) };
  const pages = useCursorPages<string>(`${filter.kind}|${filter.q}`);
  const page = useAdminNotificationsPage(filter, pages.cursor, active);
  const remove = useDeleteAdminNotification();
  const [open, setOpen] = useState<AdminNotificationDto | null>(null);
  const list = page.data?.notifications ?? [];

  const onDelete = (n: AdminNotificationDto) =>
    remove.mutate(n.id, {
      onSuccess: () => {
        notify("success", "Notification deleted successfully");
        setOpen(null);
      },
      onError: (error) => toast({ title: "Error", description: `Failed to delete notification: ${failureMessage(error)}`, variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Message Center</CardTitle>
        <CardDescription>View and manage all notifications sent to users</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <NotificationKindFilter value={kind} onChange={setKind} />
          <SearchInput className="w-full sm:w-72" label="Filter notifications" value={query} onChange={setQuery} />
          <div className="sm:ml-auto">
            <DeleteAllAdminNotifications
              filter={filter}
              total={page.data?.total ?? 0}
              capped={page.data?.totalCapped ?? false}
              busy={page.isPlaceholderData}
              onDone={pages.restart}
            />
          </div>
        </div>
        {page.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <ListTable label="Notifications sent" columns={COLUMNS} empty={list.length === 0} emptyText="No notifications found">
            {list.map((n) => (
              <TableRow key={n.id} data-testid="admin-notification-row">
                <TableCell className={cn(WIDE_ONLY, "max-w-40 truncate")} title={n.username}>
                  {n.username}
                </TableCell>
                <TableCell className="max-w-[7.5rem] sm:max-w-48" title={n.title}>
                  <div className="truncate">{n.title}</div>
                  <div className="text-muted-foreground truncate text-xs sm:hidden">{n.username}</div>
                </TableCell>
                <TableCell>
                  <StatusBadge notification={n} />
                </TableCell>
                <TableCell className={cn(WIDE_ONLY, "whitespace-nowrap")}>{formatAdminDate(n.dateCreated)}</TableCell>
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
        <Pager
          name="Notifications"
          label={totalLabel(page.data?.total ?? 0, page.data?.totalCapped ?? false)}
          {...cursorPageControls(pages, page)}
        />
      </CardContent>
      <NotificationDetailsDialog notification={open} onClose={() => setOpen(null)} onDelete={onDelete} deleting={remove.isPending} />
    </Card>
  );
}
