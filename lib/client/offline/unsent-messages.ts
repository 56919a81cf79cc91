// Messages to the coach the server refused when the outbox finally sent them (docs/decisions.md
// "Offline", "The outbox"; the hourly limit, a quoted notification gone): kept on the device, shown
// in the thread as "Not sent" with the server's message, to send again or delete; never dropped.
// Stored per member in the local store (lib/client/local-store), so they survive reloads.
import { readLocal, writeLocal, type LocalSchema } from "@/lib/client/local-store";
import { isMessageWrite } from "@/lib/client/offline/answer-rule";

export { isMessageWrite };
export const UNSENT_KEY = "conversation-unsent";

/** A refused message: its text, its Idempotency-Key (sending again is the same message), why, and when it was written. */
export type UnsentMessage = { key: string; body: string; quoteNotificationId?: number; reason: string; madeAt: number };

const isUnsent = (value: unknown): value is UnsentMessage => {
  const m = value as Partial<UnsentMessage> | null;
  return (
    !!m &&
    typeof m.key === "string" &&
    typeof m.body === "string" &&
    typeof m.reason === "string" &&
    Number.isFinite(m.madeAt) &&
    (m.quoteNotificationId === undefined || Number.isSafeInteger(m.quoteNotificationId))
  );
};

/** A list of them; a record that does not read back is left out (never an exception). */
export const unsentSchema: LocalSchema<UnsentMessage[]> = {
  safeParse(data) {
    return Array.isArray(data) ? { success: true, data: data.filter(isUnsent) } : { success: false };
  },
};

export const NO_UNSENT: UnsentMessage[] = [];

/** The message a kept write carries. */
export function messageOf(write: { key: string; body?: unknown; madeAt: number }, reason: string): UnsentMessage {
  const body = (write.body ?? {}) as { body?: unknown; quoteNotificationId?: unknown };
  const quote = typeof body.quoteNotificationId === "number" ? { quoteNotificationId: body.quoteNotificationId } : {};
  return { key: write.key, body: typeof body.body === "string" ? body.body : "", ...quote, reason, madeAt: write.madeAt };
}

/** Keeps refused messages for the member (one per key: a second refusal replaces the reason). */
export function keepUnsent(memberId: number, messages: UnsentMessage[]): void {
  if (!messages.length) return;
  const kept = readLocal(memberId, UNSENT_KEY, unsentSchema, NO_UNSENT).filter((m) => !messages.some((n) => n.key === m.key));
  writeLocal(memberId, UNSENT_KEY, [...kept, ...messages].sort((a, b) => a.madeAt - b.madeAt));
}
