// What the offline bar is told (components/offline/offline-bar): changes sent after the connection
// came back, and a change the server refused with its message (docs/product/offline.md#the-bar).
export const CHANGES_SENT = "reach:changes-sent";
export const CHANGE_REFUSED = "reach:change-refused";

export function announceChangesSent(count: number): void {
  if (count > 0 && typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGES_SENT, { detail: { count } }));
}

export function announceChangeRefused(message: string): void {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(CHANGE_REFUSED, { detail: { message } }));
}
