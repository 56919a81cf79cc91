"use client";
// The goal and task error toasts of docs/product/journal-and-reset.md#goal-and-journal-messages and the "slot is free" message of s4.
import { ApiCallError, failureMessage, SLOT_TAKEN_MESSAGE } from "@/lib/client/api";
import { toast, notify } from "@/lib/client/toast";

export function creationFailed(error: unknown, kind: "goal" | "task") {
  const status = error instanceof ApiCallError ? error.status : 500;
  const message =
    error instanceof ApiCallError && error.message === SLOT_TAKEN_MESSAGE
      ? SLOT_TAKEN_MESSAGE
      : `Failed to create ${kind} (Status ${status})`;
  toast({ title: "Creation Failed", description: `Couldn't create item: ${message}`, variant: "destructive" });
}

export function updateFailed(error: unknown) {
  toast({ title: "Update Failed", description: `Unable to save your changes: ${failureMessage(error)}`, variant: "destructive" });
}

export function deletionFailed(error: unknown) {
  toast({ title: "Deletion Failed", description: `Could not remove the item: ${failureMessage(error)}`, variant: "destructive" });
}

export function slotFreed(kind: "smart" | "main") {
  notify(
    "success",
    "New Goal Slot Available",
    kind === "main"
      ? "Your main goal is saved under Completed Goals. Set your next big goal!"
      : "Your goal is saved under Completed Goals. A SMART goal slot is free for your next goal.",
  );
}
