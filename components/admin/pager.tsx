"use client";
// Previous / Next under a cursor-paged admin list ("<name> pages"), with where the admin is and a
// label (how many there are).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { name?: string; label: string; pageNo: number; hasPrevious: boolean; hasNext: boolean; busy?: boolean; onPrevious: () => void; onNext: () => void };

export function Pager({ name, label, pageNo, hasPrevious, hasNext, busy, onPrevious, onNext }: Props) {
  return (
    <nav className="text-muted-foreground flex flex-wrap items-center justify-between gap-2 text-sm" aria-label={`${name ?? label} pages`}>
      <span>{label}</span>
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious || busy}>
          <ChevronLeft /> Previous
        </Button>
        <span aria-live="polite">Page {pageNo}</span>
        <Button type="button" variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          Next <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
