"use client";
// The Message Center's Delete all (docs/decisions.md, "Admin Message Center"): asks first, naming
// the server's count for the filter, then deletes those notifications one by one with progress.
import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { deleteAllCount, deleteAllQuestion } from "@/components/admin/message-center-rules";
import { ConfirmDeleteAllDialog } from "@/components/notifications/confirm-delete-all-dialog";
import { deleteAllWithProgress } from "@/components/notifications/delete-all";
import { useDeleteAllAdminNotifications } from "@/lib/client/use-admin-notifications";
import type { AdminNotificationsFilter } from "@/lib/schemas/admin-notifications";

/** `busy`: the count shown is still the previous filter's (the new one is loading). */
type Props = { filter: AdminNotificationsFilter; total: number; capped: boolean; busy: boolean; onDone: () => void };

export function DeleteAllAdminNotifications({ filter, total, capped, busy, onDone }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const deleteAll = useDeleteAllAdminNotifications();
  const count = deleteAllCount(total);
  const filtered = filter.kind !== "all" || filter.q.trim() !== "";

  const run = async () => {
    setConfirming(false);
    setRunning(true);
    await deleteAllWithProgress(count, (onProgress) => deleteAll.mutateAsync({ filter, max: count, onProgress }));
    setRunning(false);
    onDone();
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(true)} disabled={total === 0 || busy || running}>
        <Trash2 className="text-destructive" /> {running ? "Deleting..." : "Delete all"}
      </Button>
      <ConfirmDeleteAllDialog count={count} open={confirming} onOpenChange={setConfirming} onConfirm={() => void run()} question={deleteAllQuestion(total, capped, filtered)} />
    </>
  );
}
