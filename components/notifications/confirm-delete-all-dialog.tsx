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

type Props = { count: number; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

export const deleteAllQuestion = (count: number) =>
  `Delete ${count === 1 ? "your 1 notification" : `all ${count} notifications`}? This cannot be undone.`;

export function ConfirmDeleteAllDialog({ count, open, onOpenChange, onConfirm }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete all notifications</AlertDialogTitle>
          <AlertDialogDescription>{deleteAllQuestion(count)}</AlertDialogDescription>
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
