// One attempt at a kept write (docs/decisions.md "Offline", "The outbox"), with its own
// Idempotency-Key and header Made-At: used by the page's outbox and by the service worker's
// background sync (lib/sw/outbox-sync), which sends the same records with the same rule.
import { apiWrite, isNetworkFailure } from "@/lib/client/api";
import { outcomeOfFailure } from "@/lib/client/offline/answer-rule";
import type { Send } from "@/lib/client/offline/outbox";
import { reportReachable } from "@/lib/client/offline/sync-events";
import { MADE_AT_HEADER } from "@/lib/domain/made-at";

export const sendKept: Send = async (write, path) => {
  try {
    const answer = await apiWrite(write.method, path, write.body, {
      outbox: false,
      headers: { "Idempotency-Key": write.key, [MADE_AT_HEADER]: String(write.madeAt) },
    });
    reportReachable(true);
    return { ok: true, answer };
  } catch (error) {
    if (isNetworkFailure(error)) reportReachable(false);
    return outcomeOfFailure(error, write);
  }
};
