"use client";
// Previous / "Page 2 of 7" / Next under a list paged by number: a challenge's members on the
// admin's challenge page and the member's leaderboard (docs/product/challenges-and-partners.md).
// Shown only when there is more than one page; both buttons wait while a page loads.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { label: string; page: number; pages: number; busy: boolean; onPage: (page: number) => void };

export function PageOfPages({ label, page, pages, busy, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="text-muted-foreground flex items-center justify-end gap-2 text-sm" aria-label={label}>
      <Button type="button" variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft /> Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
