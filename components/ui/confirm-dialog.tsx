"use client";
// The one confirmation dialog of the app: a question (title and description), a cancel and a
// confirm button, on the lazy alert dialog (its Radix code loads the first time one opens, or when
// the pointer or focus reaches its trigger: no page ships it in its first-load script).
//   <ConfirmDialog trigger={<Button>Delete</Button>} title="Delete this goal?" description="..."
//     cancelLabel="Keep it" confirmLabel="Delete" destructive onConfirm={remove} />
// Controlled instead of a trigger: `open` and `onOpenChange`. With `pending` (a call that must
// finish before it closes) the confirm button leaves closing to the caller, and while it is true
// both buttons are disabled and nothing dismisses it.
import type { MouseEvent, ReactNode } from "react";
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
} from "@/components/ui/lazy-alert-dialog";
import { buttonVariants } from "@/components/ui/button";

export type ConfirmDialogProps = {
  /** The button that opens it (rendered as the trigger); without it the dialog is controlled by `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the question and the buttons. */
  children?: ReactNode;
  cancelLabel?: ReactNode;
  /** Runs when the cancel button is pressed (besides closing through onOpenChange). */
  onCancel?: () => void;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The confirm button in the destructive colour. */
  destructive?: boolean;
  /** A call runs: the dialog stays open, both buttons are disabled and it cannot be dismissed. */
  pending?: boolean;
  /** Focus the confirm button when it opens (default: the cancel button, the safe answer). */
  focusConfirm?: boolean;
  /** Escape does not close it: only its buttons answer it. */
  buttonsOnly?: boolean;
};

export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel = "Cancel",
  onCancel,
  confirmLabel,
  onConfirm,
  destructive = false,
  pending,
  focusConfirm = false,
  buttonsOnly = false,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !(pending && !next) && onOpenChange?.(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent onEscapeKeyDown={buttonsOnly ? (event: KeyboardEvent) => event.preventDefault() : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: destructive ? "destructive" : "default" })}
            disabled={pending}
            autoFocus={focusConfirm}
            onClick={(event: MouseEvent) => {
              // With `pending` the caller closes it once its call is done.
              if (pending !== undefined) event.preventDefault();
              onConfirm();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
