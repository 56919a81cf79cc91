"use client";
// A widget's free-text field (Early Bird's intention and reflection, Eighty-Twenty's reflection):
// typed into a draft, saved `delayMs` after typing stops and at once on blur. Without a draft it
// shows the stored text, so another tab's edit appears here.
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedCallback } from "@/lib/client/use-debounced-callback";
import { LIMITS } from "@/lib/constants";

export function DebouncedNote({
  label,
  placeholder,
  value,
  onSave,
  delayMs,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSave: (text: string) => void;
  delayMs: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useDebouncedCallback((text: string) => {
    onSave(text);
    setDraft(null);
  }, delayMs);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={2}
        placeholder={placeholder}
        maxLength={LIMITS.text}
        value={draft ?? value}
        onChange={(event) => {
          setDraft(event.target.value);
          save.schedule(event.target.value);
        }}
        onBlur={save.flush}
      />
    </div>
  );
}
