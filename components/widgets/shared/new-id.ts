// A unique id for a browser-local item. randomUUID needs a secure context (https or localhost);
// a phone opening the app over the LAN by IP is not one, so fall back to time + randomness.
export function newId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
