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
