"use client";
// The delete confirmations: 'Delete n Users?' (bulk) and 'Delete User?' (one, named), with
// 'Deleting...' while the call runs, then the s8 toasts.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { failureMessage } from "@/lib/client/api";
import { useDeleteUsers } from "@/lib/client/use-admin-users";
import { notify, toast } from "@/lib/client/toast";

export type DeleteTarget = { kind: "one"; id: number; username: string } | { kind: "bulk"; ids: number[] };

type Props = { target: DeleteTarget | null; onClose: () => void; onDeleted: (ids: number[]) => void };

export function DeleteUsersDialog({ target, onClose, onDeleted }: Props) {
  const remove = useDeleteUsers();
  const ids = !target ? [] : target.kind === "one" ? [target.id] : target.ids;
  const n = ids.length;

  const confirm = () =>
    remove.mutate(ids, {
      onSuccess: () => {
        notify("success", target?.kind === "one" ? "User deleted successfully" : `${n} ${n === 1 ? "user" : "users"} deleted successfully`);
        onDeleted(ids);
        onClose();
      },
      onError: (error) => {
        toast({ title: "Error", description: `${target?.kind === "one" ? "Failed to delete user" : "Failed to delete users"}: ${failureMessage(error)}`, variant: "destructive" });
        onClose();
      },
    });

  return (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(open) => !open && onClose()}
      title={target?.kind === "one" ? "Delete User?" : `Delete ${n} ${n === 1 ? "User" : "Users"}?`}
      description={
        target?.kind === "one"
          ? `This action cannot be undone. This will permanently delete the user "${target.username}" and all their data.`
          : `This action cannot be undone. This will permanently delete ${n} ${n === 1 ? "user" : "users"} and all their data.`
      }
      confirmLabel={remove.isPending ? "Deleting..." : "Delete"}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
