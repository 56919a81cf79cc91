"use client";
// A button that opens a one-field form for a new named thing (a GTD project, a task-batching
// category). `onAdd` answers whether the name was accepted; a refusal keeps the text.
import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { LIMITS } from "@/lib/constants";

export function NewNamePopover({ button, field, onAdd }: { button: string; field: string; onAdd: (name: string) => boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <PlusIcon aria-hidden />
          {button}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72">
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (onAdd(name)) {
              setName("");
              setOpen(false);
            }
          }}
        >
          <Input aria-label={field} placeholder={field} value={name} maxLength={LIMITS.title} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" size="sm" className="h-9">
            Add
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
