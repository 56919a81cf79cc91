"use client";
// The remaining time in the tab title while a timer runs ('12:34 · Work · Reach'); the page's own
// title comes back when it stops or the widget goes away.
import { useEffect, useRef } from "react";

export function useTabTitle(title: string | null): void {
  const original = useRef<string | null>(null);
  useEffect(() => {
    if (title === null) return;
    original.current ??= document.title;
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (title !== null || original.current === null) return;
    document.title = original.current;
    original.current = null;
  }, [title]);
  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}
