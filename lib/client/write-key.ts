// The Idempotency-Key a write is sent with (docs/decisions.md "Offline", "Idempotency keys"): made
// once when the member makes the write and sent with each of its attempts, so a write whose answer was
// lost is stored and awarded once however often it arrives.
// Outside a secure context (http on a LAN address) randomUUID is missing: time and randomness.
export const newWriteKey = (): string => crypto.randomUUID?.() ?? `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
