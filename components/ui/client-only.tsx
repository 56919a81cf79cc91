"use client";
// What next/dynamic's `{ ssr: false }` does, without next/dynamic's loader on the first load
// (issue 16): the server and hydration render `fallback`; once hydrated, `children` (usually a
// React.lazy component) render in a Suspense boundary showing the same fallback while loading.
import { Suspense } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";

export function ClientOnly({ children, fallback = null }: { children: React.ReactNode; fallback?: React.ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
