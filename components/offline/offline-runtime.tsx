"use client";
// The offline part of the signed-in screens (docs/decisions.md "Offline"), loaded after idle by the
// shell (components/shell/app-shell: the first-load script stays within its budget): restores and
// keeps the member's device copy of the screens' data, and shows the offline bar.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { OfflineBar } from "@/components/offline/offline-bar";
import { persistQueryCache } from "@/lib/client/offline/query-persistence";

export function OfflineRuntime({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void persistQueryCache(queryClient, memberId).then((stopPersisting) => {
      if (cancelled) stopPersisting();
      else stop = stopPersisting;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, memberId]);
  return <OfflineBar />;
}
