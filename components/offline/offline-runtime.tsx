"use client";
// The offline part of the signed-in screens (docs/decisions.md "Offline"), loaded after idle by the
// shell (components/shell/app-shell: the first-load script stays within its budget): restores and
// keeps the member's device copy of the screens' data, installs the outbox of writes made offline,
// shows the offline bar, and registers the
// service worker (pushes and the pages' offline copies).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { OfflineBar } from "@/components/offline/offline-bar";
import { isNetworkFailure, isOfflineFallback } from "@/lib/client/api";
import { installOutbox } from "@/lib/client/offline/install-outbox";
import { correctKeptEdits } from "@/lib/client/offline/kept-edits";
import { persistQueryCache } from "@/lib/client/offline/query-persistence";
import { registerServiceWorker } from "@/lib/client/offline/register-service-worker";
import { reportReachable } from "@/lib/client/offline/sync-events";
import { resendWhenReachable } from "@/lib/client/sync/resend-when-reachable";

export function OfflineRuntime({ memberId }: { memberId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => registerServiceWorker(), []);
  // The member's outbox: writes made offline wait there and are sent when the connection is back.
  useEffect(() => installOutbox(queryClient, memberId), [queryClient, memberId]);
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
  // Whether calls reach the server, read from React Query's caches (so lib/client/api.ts, in every
  // first-load script, needs no part of it): a read answered by its offline stand-in or a write that
  // never reached the server is offline; the bar's probe notices the way back.
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success" && isOfflineFallback(event.query.state.data)) reportReachable(false);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && isNetworkFailure(event.action.error)) reportReachable(false);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  // A journal edit the server answered as older than another device's: the kept text is shown.
  useEffect(() => correctKeptEdits(queryClient), [queryClient]);
  // The journal's autosaved fields are sent at once when a call reaches the server again.
  useEffect(() => resendWhenReachable(), []);
  return <OfflineBar />;
}
