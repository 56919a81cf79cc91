"use client";
// A native checkbox drawn like shadcn's Radix one (docs/decisions.md "Native Checkbox and Label, small tablists": Radix Checkbox brought Presence,
// useSize and friends onto the dashboard's first load). Same API (checked, onCheckedChange) and
// the same data-state / data-slot attributes, so callers' data-[state=checked]: classes still
// apply; the tick is a background image (globals.css, [data-slot="checkbox"][data-state=checked]).
// Space and a click toggle it; Enter does not (as with Radix: no implicit form submission).
import * as React from "react";

import { cn } from "@/lib/utils";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type" | "checked" | "defaultChecked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

function Checkbox({ className, checked = false, onCheckedChange, onKeyDown, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      data-state={checked ? "checked" : "unchecked"}
      checked={checked}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
        onKeyDown?.(event);
      }}
      className={cn(
        "peer border-input dark:bg-input/30 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground dark:data-[state=checked]:bg-primary data-[state=checked]:border-primary focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 aria-invalid:border-destructive size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Checkbox };
