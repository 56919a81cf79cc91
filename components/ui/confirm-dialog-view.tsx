"use client";
// The one confirmation dialog of the app (a question, a cancel and a confirm button), built on a set
// of alert dialog parts: components/ui/confirm-dialog gives it the lazy parts (the Radix code loads
// on first open), components/ui/eager-confirm-dialog the eager ones for a dialog already inside a
// lazily loaded chunk that must open without a task in between (see there).
import type { ComponentType, MouseEvent, ReactNode } from "react";
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

type Children = { children?: ReactNode };

/** The alert dialog parts a ConfirmDialog is made of (components/ui/alert-dialog or lazy-alert-dialog). */
export type AlertDialogParts = {
  AlertDialog: ComponentType<Children & { open?: boolean; onOpenChange?: (open: boolean) => void }>;
  AlertDialogTrigger: ComponentType<Children & { asChild?: boolean }>;
  AlertDialogContent: ComponentType<Children & { onEscapeKeyDown?: (event: KeyboardEvent) => void }>;
  AlertDialogHeader: ComponentType<Children>;
  AlertDialogFooter: ComponentType<Children>;
  AlertDialogTitle: ComponentType<Children>;
  AlertDialogDescription: ComponentType<Children>;
  AlertDialogCancel: ComponentType<Children & { disabled?: boolean; onClick?: () => void }>;
  AlertDialogAction: ComponentType<Children & { className?: string; disabled?: boolean; autoFocus?: boolean; onClick?: (event: MouseEvent) => void }>;
};

export function confirmDialogOn({
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
}: AlertDialogParts) {
  return function ConfirmDialog({
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
  };
}
