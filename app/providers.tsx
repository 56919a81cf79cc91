"use client";

import { LazyToaster } from "@/components/ui/lazy-toaster";

// Every screen: the toaster, loaded with the first toast. React Query is provided by the
// signed-in layout only (components/shell/query-provider); tooltips bring their own provider.
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <LazyToaster />
    </>
  );
}
