"use client";
// The name + minutes form of Timeboxing, for a new box and for editing one (docs/product/widgets.md#timeboxing: name required,
// 1-120 minutes, default 15). The fields keep their text when the rules refuse it.
import { useState, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { LIMITS } from "@/lib/constants";
import { TIMEBOX_LIMITS } from "./rules";

type Props = {
  idPrefix: string;
  initial?: { name: string; duration: number };
  onSubmit: (input: { name: string; duration: number }) => boolean;
  children: ReactNode;
};

export function TimeboxForm({ idPrefix, initial, onSubmit, children }: Props) {
  const [name, setName] = useState(initial?.name ?? "");
  const [minutes, setMinutes] = useState(String(initial?.duration ?? TIMEBOX_LIMITS.defaultMinutes));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit({ name, duration: Number(minutes) }) && !initial) {
          setName("");
          setMinutes(String(TIMEBOX_LIMITS.defaultMinutes));
        }
      }}
    >
      <label className="min-w-[10rem] flex-1 space-y-1 text-xs font-medium" htmlFor={`${idPrefix}-name`}>
        <span>Timebox name</span>
        <Input id={`${idPrefix}-name`} value={name} maxLength={LIMITS.title} placeholder="What goes in the box?" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="w-24 space-y-1 text-xs font-medium" htmlFor={`${idPrefix}-minutes`}>
        <span>Minutes</span>
        <Input
          id={`${idPrefix}-minutes`}
          type="number"
          inputMode="numeric"
          min={TIMEBOX_LIMITS.minMinutes}
          max={TIMEBOX_LIMITS.maxMinutes}
          step={1}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </label>
      {children}
    </form>
  );
}
