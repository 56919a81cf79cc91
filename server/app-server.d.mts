// Types of app-server.mjs (read by its jest test).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export function createAppServer(options: {
  hops: number;
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  assets?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The overload gate (load-gate.mjs); by default one with the limits of the environment. */
  gate?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}): Server;

export const KEEP_ALIVE_MS: number;
export const BROTLI_QUALITY: number;
