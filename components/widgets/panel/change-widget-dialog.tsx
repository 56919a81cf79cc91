"use client";
// 'Change widget' (docs/product/widgets.md#the-toolkit-panel): the gear opens the list of the 12 techniques, icon and one line
// each. Keyboard: Tab or the arrow keys (Home / End) move between them, Enter or Space picks one,
// Escape closes.
import { useRef, useState, type KeyboardEvent } from "react";
import { CheckIcon, SettingsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { WIDGETS } from "@/components/widgets/registry";
import type { WidgetId } from "@/components/widgets/widget-ids";
import { cn } from "@/lib/utils";

const NEXT_KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function ChangeWidgetDialog({ selected, onSelect }: { selected: WidgetId; onSelect: (id: WidgetId) => void }) {
  const [open, setOpen] = useState(false);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const move = NEXT_KEYS[event.key];
    const at = items.current.findIndex((el) => el === document.activeElement);
    if (!move || at < 0) return;
    event.preventDefault();
    items.current[move(at, WIDGETS.length)]?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label="Change widget">
          <SettingsIcon />
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          items.current[WIDGETS.findIndex((w) => w.id === selected)]?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Change widget</DialogTitle>
          <DialogDescription>Choose one of the 12 techniques of the Tick Tock Toolkit.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 sm:grid-cols-2" onKeyDown={onKeyDown} aria-label="Widgets">
          {WIDGETS.map((w, i) => {
            const current = w.id === selected;
            return (
              <li key={w.id}>
                <button
                  ref={(el) => {
                    items.current[i] = el;
                  }}
                  type="button"
                  data-widget={w.id}
                  aria-current={current ? "true" : undefined}
                  onClick={() => {
                    onSelect(w.id);
                    setOpen(false);
                  }}
                  className={cn(
                    "flex h-full w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    "hover:bg-accent",
                    current && "border-cardinal-700 bg-cardinal-50 dark:border-gold-500 dark:bg-gold-500/10",
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-cardinal-700 to-cardinal-900 text-white">
                    <w.icon className="size-4" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 font-semibold">
                      {w.title}
                      {current && <CheckIcon className="size-4 text-cardinal-700 dark:text-gold-400" aria-label="(current)" />}
                    </span>
                    <span className="block text-sm text-muted-foreground">{w.description}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
