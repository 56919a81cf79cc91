"use client";
// The one confirmation dialog of the app: a question (title and description), a cancel and a
// confirm button, on the lazy alert dialog (its Radix code loads the first time one opens, or when
// the pointer or focus reaches its trigger: no page ships it in its first-load script).
//   <ConfirmDialog trigger={<Button>Delete</Button>} title="Delete this goal?" description="..."
//     cancelLabel="Keep it" confirmLabel="Delete" destructive onConfirm={remove} />
// Controlled instead of a trigger: `open` and `onOpenChange`. With `pending` (a call that must
// finish before it closes) the confirm button leaves closing to the caller, and while it is true
// both buttons are disabled and nothing dismisses it.
import * as lazyParts from "@/components/ui/lazy-alert-dialog";
import { confirmDialogOn } from "@/components/ui/confirm-dialog-view";

export type { ConfirmDialogProps } from "@/components/ui/confirm-dialog-view";

export const ConfirmDialog = confirmDialogOn(lazyParts);
