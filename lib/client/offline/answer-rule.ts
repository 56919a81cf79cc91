// What the outbox does with the server's answer to a kept write (docs/decisions.md "Offline", "The
// outbox"): one rule for both senders, the page's (lib/client/offline/install-outbox) and the service
// worker's background sync (lib/sw/outbox-sync). No connection, the server busy (5xx, 408, 429), the
// session gone (401, 403) or the key still in progress: try again later, keeping the write; any other
// refusal: remove the write and say it with the server's message. A message to the coach over the
// hourly limit (429) is refused, not held: the limit can last an hour and would hold every write
// behind it; the page keeps it in the thread as not sent (lib/client/offline/unsent-messages).
import { ApiCallError, serverMessageOf } from "@/lib/client/api";
import type { SendOutcome } from "@/lib/client/offline/outbox";

const KEY_BUSY = /still being processed/;

export const MESSAGES_PATH = "/api/conversation/messages";
/** Whether a kept write is a message to the coach. */
export const isMessageWrite = (write: { method: string; path: string }) => write.method === "POST" && write.path.split(/[?#]/)[0] === MESSAGES_PATH;
const LATER_STATUSES = new Set([401, 403, 408, 429]);

/** The outcome of a kept write (`write`) whose send threw (apiWrite's ApiCallError, or anything else). */
export function outcomeOfFailure(error: unknown, write?: { method: string; path: string }): SendOutcome {
  if (!(error instanceof ApiCallError) || error.network) return { ok: false, later: true };
  const status = error.status;
  if (status === 429 && write && isMessageWrite(write)) return { ok: false, refused: serverMessageOf(error) ?? error.message };
  if (status >= 500 || LATER_STATUSES.has(status) || (status === 409 && KEY_BUSY.test(error.body))) return { ok: false, later: true };
  return { ok: false, refused: serverMessageOf(error) ?? error.message };
}
