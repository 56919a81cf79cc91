"use client";
// Delete all asks first, naming how many notifications go (issue 14 item 4).
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

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
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete all notifications</AlertDialogTitle>
          <AlertDialogDescription>{question ?? deleteAllQuestion(count)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
            Delete all
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
