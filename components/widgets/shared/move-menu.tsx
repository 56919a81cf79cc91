"use client";
// The explicit "Move to ..." menu of a widget item (GTD lists, Eisenhower quadrants): the same
// moves drag and drop offers, for a keyboard, a screen reader or a thumb.
import { ArrowRightLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export function MoveMenu<V extends string>({ item, options, onMove }: { item: string; options: readonly { value: V; label: string; hint?: string }[]; onMove: (to: V) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 shrink-0 text-muted-foreground" aria-label={`Move "${item}" to...`}>
          <ArrowRightLeftIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        {options.map((option) => (
          <DropdownMenuItem key={option.value} onSelect={() => onMove(option.value)}>
            {option.label}
            {option.hint && <span className="text-muted-foreground ml-auto pl-3 text-xs">{option.hint}</span>}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
