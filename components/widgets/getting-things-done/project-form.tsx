"use client";
// A new GTD project: blank gives 'Project Name Required', a name already there 'Project Already Exists'.
import { useState } from "react";
import { FolderPlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { LIMITS } from "@/lib/constants";

export function ProjectForm({ onAdd }: { onAdd: (name: string) => boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <FolderPlusIcon aria-hidden />
          New Project
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
          <Input aria-label="Project name" placeholder="Project name" value={name} maxLength={LIMITS.title} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" size="sm" className="h-9">
            Add
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
