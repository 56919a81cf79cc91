"use client";
// Cancel a flow session, after the member confirmed (docs/product/widgets.md#flowtime: cancel after confirmation discards it).
// Not components/ui/confirm-dialog: this one stays on the eager alert dialog (the widget's chunk is
// already lazy). Its e2e drives the widget on a paused clock, where a lazily loaded dialog waits for
// React's reveal timer and never opens; a ConfirmDialog on either kind of parts costs the dashboard's
// first load bytes it does not have (docs/decisions.md, One confirmation dialog).
import { XIcon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export function CancelSessionButton({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost">
          <XIcon aria-hidden /> Cancel
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this session?</AlertDialogTitle>
          <AlertDialogDescription>The session and its time are discarded. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep going</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Cancel session</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
