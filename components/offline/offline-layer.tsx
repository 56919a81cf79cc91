"use client";
// Mounts the offline part of the signed-in screens once the browser is idle (docs/decisions.md
// "Offline"): restores and keeps the member's device copy of the screens' data, shows the bar.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/client/when-idle";

type Runtime = typeof import("@/components/offline/offline-runtime");

export function OfflineLayer({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  const [runtime, setRuntime] = useState<Runtime | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import("@/components/offline/offline-runtime").then(async (loaded) => {
        if (cancelled) return;
        setRuntime(loaded);
        const stopPersisting = await loaded.persistQueryCache(queryClient, memberId);
        if (cancelled) stopPersisting();
        else stop = stopPersisting;
      });
    }, 1_000);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [queryClient, memberId]);

  return runtime ? <runtime.OfflineBar /> : null;
}
