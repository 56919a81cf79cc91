"use client";
// A dialog holding one small form that confirms an action (Profile > Security's connect and
// disconnect, Profile's "Delete my account"): a trigger button, a title and description, the
// fields, Cancel and the submit button with its busy label. Closing it resets the fields.
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/lazy-dialog";
import { Spinner } from "@/components/ui/spinner";

export type FormDialogProps = {
  /** The trigger's label; the trigger is full width on a phone. */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  destructive?: boolean;
  /** Called with a way to close the dialog (the caller decides when: at once, on success, never). */
  onSubmit: (close: () => void) => void;
  /** Called when the dialog closes, to clear what was typed. */
  onClosed: () => void;
  /** Let the browser check the fields (off where the form checks them itself). */
  validate?: boolean;
  children: ReactNode;
};

export function FormDialog({ triggerLabel, title, description, submitLabel, busyLabel, busy, destructive, onSubmit, onClosed, validate, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) onClosed();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onSubmit(() => change(false));
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant={destructive ? "destructive" : "outline"} className="w-full sm:w-fit">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate={!validate}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
              {busy && <Spinner />}
              {busy ? busyLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
