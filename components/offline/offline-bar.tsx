"use client";
// The offline bar (docs/product/offline.md#the-bar): "Offline: changes will sync" while the device
// has no connection; once back, how many changes were sent; a change the server refused, with its
// message, until dismissed; that another device's newer journal edit was kept, until dismissed.
import { useEffect, useState, useSyncExternalStore } from "react";
import { CHANGE_REFUSED, CHANGES_SENT, CONNECTIVITY, EDIT_KEPT, reportReachable, serverUnreachable } from "@/lib/client/offline/sync-events";

export const OFFLINE_TEXT = "Offline: changes will sync";
export const sentText = (count: number) => `Back online: ${count} ${count === 1 ? "change" : "changes"} sent`;
const SENT_SHOWN_MS = 6000;
/**
 * While offline, how often the bar asks the server whether it is reachable again (a failed HEAD on
 * a device with no network costs nothing): the writes waiting are sent once it answers.
 */
export const PROBE_MS = 2000;

const EVENTS = ["online", "offline", CONNECTIVITY];
const subscribe = (onChange: () => void) => {
  for (const name of EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of EVENTS) window.removeEventListener(name, onChange);
  };
};

/** Online: the device says so and the last call reached the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine !== false && !serverUnreachable(), () => true);
}

/** A HEAD call with no body: any answer means the server is reachable, a network error that it is not. */
export function probe(): Promise<void> {
  return fetch(`/api/health?_t=${Date.now()}`, { method: "HEAD", cache: "no-store" }).then(
    () => reportReachable(true),
    () => reportReachable(false),
  );
}

/**
 * Once when the bar mounts (a page the service worker served from its copy makes no call that would
 * notice), then now and then while offline to notice the connection coming back.
 */
function useProbe(online: boolean) {
  useEffect(() => void probe(), []);
  useEffect(() => {
    if (online) return;
    const timer = setInterval(() => void probe(), PROBE_MS);
    // The device says it is back (a phone often does not): ask at once.
    const onOnline = () => void probe();
    window.addEventListener("online", onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", onOnline);
    };
  }, [online]);
}

export function OfflineBar() {
  const online = useOnline();
  useProbe(online);
  const [sent, setSent] = useState(0);
  const [refused, setRefused] = useState<string | null>(null);
  const [kept, setKept] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onSent = (event: Event) => {
      setSent((count) => count + ((event as CustomEvent<{ count: number }>).detail?.count ?? 0));
      clearTimeout(timer);
      timer = setTimeout(() => setSent(0), SENT_SHOWN_MS);
    };
    const onRefused = (event: Event) => setRefused((event as CustomEvent<{ message: string }>).detail?.message ?? null);
    window.addEventListener(CHANGES_SENT, onSent);
    const onKept = (event: Event) => setKept((event as CustomEvent<{ message: string }>).detail?.message ?? null);
    window.addEventListener(CHANGE_REFUSED, onRefused);
    window.addEventListener(EDIT_KEPT, onKept);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CHANGES_SENT, onSent);
      window.removeEventListener(CHANGE_REFUSED, onRefused);
      window.removeEventListener(EDIT_KEPT, onKept);
    };
  }, []);

  const text = !online ? OFFLINE_TEXT : sent > 0 ? sentText(sent) : null;
  if (!text && !refused && !kept) return null;
  return (
    <div role="status" data-testid="offline-bar" className="fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-1 bg-foreground px-4 py-2 text-center text-sm text-background">
      {text && <span data-testid="offline-bar-text">{text}</span>}
      {refused && <Notice testId="offline-bar-refused" text={refused} onDismiss={() => setRefused(null)} />}
      {kept && <Notice testId="offline-bar-kept" text={kept} onDismiss={() => setKept(null)} />}
    </div>
  );
}

/** A sentence the member dismisses (a refused write, an edit another device's newer one replaced). */
function Notice({ testId, text, onDismiss }: { testId: string; text: string; onDismiss: () => void }) {
  return (
    <span data-testid={testId}>
      {text}{" "}
      <button type="button" className="underline" onClick={onDismiss}>
        Dismiss
      </button>
    </span>
  );
}
