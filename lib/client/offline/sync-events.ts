// What the offline bar is told (components/offline/offline-bar): changes sent after the connection
// came back, and a change the server refused with its message (docs/product/offline.md#the-bar).
export const CHANGES_SENT = "reach:changes-sent";
export const CHANGE_REFUSED = "reach:change-refused";
export const EDIT_KEPT = "reach:edit-kept";

export function announceChangesSent(count: number): void {
  if (count > 0 && typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGES_SENT, { detail: { count } }));
}

export function announceChangeRefused(message: string): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGE_REFUSED, { detail: { message } }));
}

/** Another device's later edit of a journal field was kept over this one's (lib/client/offline/kept-edits). */
export function announceEditKept(message: string): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(EDIT_KEPT, { detail: { message } }));
}

// Whether the server answered the last call. A phone with no signal often still says it is online
// (navigator.onLine stays true, and so does Chromium's offline mode for a page its service worker
// served): a call that never reached the server counts as offline too, until one reaches it.
export const CONNECTIVITY = "reach:connectivity";
let unreachable = false;

export function reportReachable(reached: boolean): void {
  if (unreachable === !reached || typeof window === "undefined") return;
  unreachable = !reached;
  window.dispatchEvent(new Event(CONNECTIVITY));
}

export const serverUnreachable = () => unreachable;
