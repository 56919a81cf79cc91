"use client";
// Previous / Next over a cursor-paged read: the cursors of the pages turned so far (Previous goes
// back exactly), started again at page 1 whenever the filter (its key) changes.
import { useState } from "react";

export function useCursorPages<C>(filterKey: string) {
  const [paging, setPaging] = useState<{ key: string; cursors: (C | null)[] }>({ key: filterKey, cursors: [null] });
  // A new filter starts again at the first page (state adjusted while rendering, no extra pass).
  if (paging.key !== filterKey) setPaging({ key: filterKey, cursors: [null] });
  const cursors = paging.key === filterKey ? paging.cursors : [null];
  return {
    cursor: cursors[cursors.length - 1],
    pageNo: cursors.length,
    hasPrevious: cursors.length > 1,
    next: (cursor: C) => setPaging({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setPaging({ key: filterKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    restart: () => setPaging({ key: filterKey, cursors: [null] }),
  };
}

export type CursorPages<C> = ReturnType<typeof useCursorPages<C>>;

/** What the Pager shows and does (components/admin/pager). */
export type PagerControls = { pageNo: number; hasPrevious: boolean; hasNext: boolean; busy: boolean; onPrevious: () => void; onNext: () => void };

/**
 * The Pager's controls for the pages turned so far and the page on screen: Next follows the page's
 * nextCursor, and both wait while the next page loads (placeholder data, the previous page shown).
 */
export function cursorPageControls<C>(pages: CursorPages<C>, page: { isPlaceholderData: boolean; data?: { nextCursor?: C | null } }): PagerControls {
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  return {
    pageNo: pages.pageNo,
    hasPrevious: pages.hasPrevious,
    hasNext: nextCursor !== null,
    busy: page.isPlaceholderData,
    onPrevious: pages.previous,
    onNext: () => {
      if (nextCursor !== null) pages.next(nextCursor);
    },
  };
}
