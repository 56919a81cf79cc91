// The HTTP server in front of Next (server/server.mjs): before any request reaches Next, its
// X-Forwarded-For and X-Real-IP are rewritten from the socket peer (lib/api/client-address.mjs),
// so a client can never choose the address its login failures are counted under.
// Idle keep-alive connections stay open KEEP_ALIVE_MS (Node's default is 5 s): a member's next
// call usually comes later than 5 s, and a connection the server closes just as the browser
// reuses it fails that call (ECONNRESET); proxies in front (60 s idle is common) must close
// first, so the server waits longer than they do (docs/decisions.md "Speed of the API and the server").
// Pages, RSC payloads and larger API answers are compressed here (next.config.mjs `compress: false`):
// brotli at quality BROTLI_QUALITY when the browser takes it, else gzip, each streamed chunk flushed
// as Next flushes it. Next's own compression is gzip only: the dashboard's HTML was 17.8 kB gzip and
// is 14.7 kB brotli (docs/decisions.md "Brotli for the pages").
import http from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import { applyPeerAddress } from "../lib/api/client-address.mjs";
import { createLoadGate, loadLimitsFrom, processLoopLag } from "./load-gate.mjs";

export const KEEP_ALIVE_MS = 65_000;
/** Quality 6: within 1% of quality 7's size at a fifth of its time (1.3 ms vs 5.8 ms for the dashboard's 128 kB). */
export const BROTLI_QUALITY = 6;

/**
 * `handle(req, res)` is Next's request handler (or a stand-in in tests); `assets(req, res)`
 * (optional, brotli-assets.mjs) answers a static file first when it can and then returns true.
 */
export function createAppServer({ handle, hops, assets, gate = createLoadGate(loadLimitsFrom(), undefined, processLoopLag()) }) {
  const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const server = http.createServer((req, res) => {
    applyPeerAddress(req.headers, req.socket.remoteAddress, hops);
    if (assets?.(req, res)) return;
    // Overload answers fast (load-gate.mjs): served now, after a short wait, or 503 at once.
    gate(req, res, () => compress(req, res, () =>
      Promise.resolve()
        .then(() => handle(req, res))
        .catch((error) => {
          console.error(`Failed to handle ${req.method} ${req.url}`, error);
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
          res.end("Internal Server Error");
        }),
    ));
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
