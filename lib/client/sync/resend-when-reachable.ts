// The journal's autosaved fields keep their own queue (lib/client/sync/pending-writes, docs/decisions.md
// "Offline"): besides the `online` event, a call that reaches the server again (the offline bar's
// probe; a phone with no signal often keeps navigator.onLine true) sends them at once. Installed by
// the offline runtime, after idle: pending-writes is in every screen's first-load script.
import { CONNECTIVITY, serverUnreachable } from "@/lib/client/offline/sync-events";
import { resendPendingWrites } from "@/lib/client/sync/pending-writes";

/** Listens until the returned function is called. */
export function resendWhenReachable(): () => void {
  const onConnectivity = () => {
    if (!serverUnreachable()) void resendPendingWrites();
  };
  window.addEventListener(CONNECTIVITY, onConnectivity);
  return () => window.removeEventListener(CONNECTIVITY, onConnectivity);
}
