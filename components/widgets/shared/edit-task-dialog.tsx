"use client";
// Editing one task of a list widget: the text plus the widget's own fields. Save asks the
// widget's rules (a blank text gives 'Task description cannot be empty.'); it closes when accepted.
import { useState, type ReactNode } from "react";
import { PencilIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, DialogDescription } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LIMITS } from "@/lib/constants";

export function EditTaskDialog({
  content,
  onSave,
  children,
  noun = "task",
}: {
  content: string;
  onSave: (content: string) => boolean;
  /** The widget's other fields, already bound to its own draft state. */
  children?: ReactNode;
  /** What is edited: "task" (default), "action", "goal". */
  noun?: string;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(content);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setText(content);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label={`Edit "${content}"`}>
          <PencilIcon aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (onSave(text)) setOpen(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Edit {noun}</DialogTitle>
            <DialogDescription>Change the {noun} and save.</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="edit-task-content" className="capitalize">{noun} description</Label>
            <Input id="edit-task-content" value={text} maxLength={LIMITS.title} onChange={(event) => setText(event.target.value)} />
          </div>
          {children && <div className="flex flex-wrap gap-2">{children}</div>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
