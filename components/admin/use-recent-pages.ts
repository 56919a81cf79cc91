"use client";
// Recent Registrations' pages turned so far (useCursorPages: Previous goes back exactly). Only the
// page on screen is read (and refreshed every 30 s), as All Users (use-users-pages).
import { cursorPageControls, useCursorPages } from "@/components/admin/use-cursor-pages";
import { useRecentRegistrations } from "@/lib/client/use-admin-users";

export function useRecentPages() {
  const pages = useCursorPages<number>("");
  const page = useRecentRegistrations(pages.cursor);
  return { page, controls: cursorPageControls(pages, page) };
}
