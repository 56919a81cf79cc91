"use client";
// Previous / Next under a cursor-paged admin list ("<name> pages"), with where the admin is and a
// label (how many there are). The controls come from cursorPageControls: `<Pager label=... {...controls} />`.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PagerControls } from "@/components/admin/use-cursor-pages";

type Props = { name?: string; label: string } & PagerControls;

/** "1 user", "1,204 users": how many a paged list holds, for the Pager's label. */
export const countOf = (total: number, one: string, many: string) => `${total.toLocaleString("en-US")} ${total === 1 ? one : many}`;

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
