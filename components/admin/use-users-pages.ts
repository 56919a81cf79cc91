"use client";
// The All Users table's place: the search text (sent to the server once typing pauses) and the
// cursors of the pages turned so far, so Previous goes back exactly and a new search starts at
// page 1. Only the page on screen is read (and refreshed every 30 s).
import { useState } from "react";
import { useAdminUsersPage, useDebouncedValue } from "@/lib/client/use-admin-users";

export function useUsersPages() {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const [paging, setPaging] = useState<{ q: string; cursors: (number | null)[] }>({ q, cursors: [null] });
  // A new search starts again at the first page (state adjusted while rendering, no extra pass).
  if (paging.q !== q) setPaging({ q, cursors: [null] });
  const cursors = paging.q === q ? paging.cursors : [null];
  const page = useAdminUsersPage({ q, cursor: cursors[cursors.length - 1] });
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);

  return {
    query,
    setQuery,
    page,
    pageNo: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    busy: page.isPlaceholderData,
    next: () => nextCursor && setPaging({ q, cursors: [...cursors, nextCursor] }),
    previous: () => setPaging({ q, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
    /** After a delete: the search is cleared (issue 14 item 9) and the first page shown. */
    restart: () => {
      setQuery("");
      setPaging({ q: "", cursors: [null] });
    },
  };
}
