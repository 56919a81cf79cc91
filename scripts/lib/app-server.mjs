// The HTTP server in front of Next (scripts/server.mjs): before any request reaches Next, its
// X-Forwarded-For and X-Real-IP are rewritten from the socket peer (lib/api/client-address.mjs),
// so a client can never choose the address its login failures are counted under.
import http from "node:http";
import { applyPeerAddress } from "../../lib/api/client-address.mjs";

/** `handle(req, res)` is Next's request handler (or a stand-in in tests). */
export function createAppServer({ handle, hops }) {
  return http.createServer((req, res) => {
    applyPeerAddress(req.headers, req.socket.remoteAddress, hops);
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error) => {
        console.error(`Failed to handle ${req.method} ${req.url}`, error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Internal Server Error");
      });
  });
}
