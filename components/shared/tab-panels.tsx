"use client";
// A WAI-ARIA tablist with the looks, roles, ids and data-state of components/ui/tabs (Radix) but
// without Radix Tabs, RovingFocus and Collection (~9 kB gzip on a first load, docs/decisions.md "Native Checkbox and Label, small tablists"): the
// login screen's tabs, /stats and /profile. Arrow keys (looping), Home and End move to a tab and
// select it, as Radix's automatic activation does; only the selected panel is mounted, as with
// Radix. `onIntent` runs when a tab is pointed at or focused (a panel that loads on demand can
// start loading then).
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/components/ui/tabs-styles";
import { cn } from "@/lib/utils";

export type TabItem<T extends string> = { value: T; label: ReactNode };

type Props<T extends string> = {
  tabs: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  onIntent?: (value: T) => void;
  /** The tablist's accessible name. */
  label?: string;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
};

export function TabPanels<T extends string>({ tabs, value, onValueChange, onIntent, label, className, listClassName, panelClassName, children }: Props<T>) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const i = (to + tabs.length) % tabs.length;
    onValueChange(tabs[i].value);
    buttons.current[i]?.focus();
  };
  return (
    <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)}>
      <div role="tablist" aria-orientation="horizontal" aria-label={label} data-slot="tabs-list" className={cn(TABS_LIST_CLASS, listClassName)}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-trigger-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${base}-content-${tab.value}`}
              data-state={selected ? "active" : "inactive"}
              data-slot="tabs-trigger"
              tabIndex={selected ? 0 : -1}
              className={TABS_TRIGGER_CLASS}
              onPointerEnter={() => onIntent?.(tab.value)}
              onFocus={() => onIntent?.(tab.value)}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-content-${value}`}
        aria-labelledby={`${base}-trigger-${value}`}
        data-state="active"
        data-slot="tabs-content"
        tabIndex={0}
        className={cn("flex-1 outline-none", panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
