"use client";
// Delete all asks first, naming how many notifications go (docs/decisions.md "Delete all in the bell").
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = {
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The question when it is not the member's own list (the admin Message Center). */
  question?: string;
};

export const deleteAllQuestion = (count: number) =>
  `Delete ${count === 1 ? "your 1 notification" : `all ${count} notifications`}? This cannot be undone.`;

export function ConfirmDeleteAllDialog({ count, open, onOpenChange, onConfirm, question }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete all notifications"
      description={question ?? deleteAllQuestion(count)}
      confirmLabel="Delete all"
      destructive
      onConfirm={onConfirm}
    />
  );
}
