"use client";
// The add row of the list widgets: a text field, the widget's own extra choices (kind, size,
// impact...) and an Add button. Enter or the button calls `onAdd`; the field clears only when
// the widget accepted the task (a refusal keeps the text so the member can fix it).
import { useState, type ReactNode } from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LIMITS } from "@/lib/constants";

export function AddTaskForm({
  label,
  placeholder,
  onAdd,
  children,
}: {
  /** The field's accessible name, e.g. "New task". */
  label: string;
  placeholder: string;
  onAdd: (text: string) => boolean;
  children?: ReactNode;
}) {
  const [text, setText] = useState("");
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (onAdd(text)) setText("");
      }}
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={LIMITS.title}
        onChange={(event) => setText(event.target.value)}
        className="min-w-[12rem] flex-1"
      />
      {children}
      <Button type="submit" size="default">
        <PlusIcon aria-hidden />
        Add
      </Button>
    </form>
  );
}
