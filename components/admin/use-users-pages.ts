"use client";
// The All Users table's place: the search text (sent to the server once typing pauses) and the
// pages turned so far (useCursorPages: Previous goes back exactly, a new search starts at page 1).
// Only the page on screen is read (and refreshed every 30 s).
import { useState } from "react";
import { useAdminUsersPage, useDebouncedValue } from "@/lib/client/use-admin-users";
import { cursorPageControls, useCursorPages } from "@/components/admin/use-cursor-pages";

export function useUsersPages() {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const pages = useCursorPages<number>(q);
  const page = useAdminUsersPage({ q, cursor: pages.cursor });

  return {
    query,
    setQuery,
    page,
    controls: cursorPageControls(pages, page),
    /** After a delete: the search is cleared (docs/decisions.md "Searching users on the server") and the first page shown. */
    restart: () => {
      setQuery("");
      pages.restart();
    },
  };
}
