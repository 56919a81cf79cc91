"use client";
// A trash button that asks before deleting an open goal (a deleted open goal is gone for good).
import { Trash2Icon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function ConfirmDeleteButton({ label, title, onConfirm }: { label: string; title: string; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" className="mt-0.5 size-8 shrink-0 text-muted-foreground hover:text-destructive" aria-label={label}>
          <Trash2Icon />
        </Button>
      }
      title="Delete this goal?"
      description={<>&ldquo;{title}&rdquo; will be removed and its slot freed. Completing a goal keeps it under Completed Goals instead.</>}
      cancelLabel="Keep it"
      confirmLabel="Delete"
      destructive
      onConfirm={onConfirm}
    />
  );
}
