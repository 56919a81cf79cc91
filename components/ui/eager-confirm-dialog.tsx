"use client";
// ConfirmDialog on the eager alert dialog, for a confirmation inside a chunk that is itself loaded
// lazily (no page's first load carries it) and that must open in the same task as the press:
// Flowtime's Cancel, whose timers the widget's tests drive on a paused clock, where a lazily loaded
// dialog waits for React's reveal timer. Everywhere else: components/ui/confirm-dialog.
import * as eagerParts from "@/components/ui/alert-dialog";
import { confirmDialogOn } from "@/components/ui/confirm-dialog-view";

export const EagerConfirmDialog = confirmDialogOn(eagerParts);
