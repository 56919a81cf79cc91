"use client";
// Cancel a flow session, after the member confirmed (docs/product/widgets.md#flowtime: cancel after confirmation discards it).
import { XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EagerConfirmDialog } from "@/components/ui/eager-confirm-dialog";

export function CancelSessionButton({ onConfirm }: { onConfirm: () => void }) {
  return (
    <EagerConfirmDialog
      trigger={
        <Button variant="ghost">
          <XIcon aria-hidden /> Cancel
        </Button>
      }
      title="Cancel this session?"
      description="The session and its time are discarded. This cannot be undone."
      cancelLabel="Keep going"
      confirmLabel="Cancel session"
      onConfirm={onConfirm}
    />
  );
}
