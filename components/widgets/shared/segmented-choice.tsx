"use client";
// A small one-of-N choice shown as joined buttons (a radio group), e.g. "2 min / Schedule" or
// "Big / Medium / Small" next to a widget's add field.
import type { ComponentType } from "react";
import { Button } from "@/components/ui/button";

export function SegmentedChoice<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: string; Icon?: ComponentType<{ "aria-hidden"?: boolean }> }[];
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex rounded-md border p-0.5">
      {options.map(({ value: option, label: text, Icon }) => (
        <Button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          variant={value === option ? "secondary" : "ghost"}
          size="sm"
          className="h-7 px-2.5"
          onClick={() => onChange(option)}
        >
          {Icon && <Icon aria-hidden />}
          {text}
        </Button>
      ))}
    </div>
  );
}
