// The Idempotency-Key a write is sent with (docs/decisions.md "Offline", "Idempotency keys"): made
// once when the member makes the write and sent with each of its attempts, so a write whose answer was
// lost is stored and awarded once however often it arrives.
let counter = 0;

export function newWriteKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Outside a secure context (http on a LAN address) randomUUID is missing.
  counter = (counter + 1) % 1e6;
  return `w-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
