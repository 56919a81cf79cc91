// Each engine's network, switchable (docs/decisions.md "Browsers and engines"): Firefox (over
// WebDriver BiDi) and WebKitGTK (WebDriver classic) have no offline mode a driver can turn on, and the
// engines share one server, which cannot stop for one of them. So each engine reaches the server
// through its own TCP relay on localhost: `cut()` closes its open connections and refuses new ones
// (to the page, as a phone losing its signal: every call fails on the network), `restore()` relays
// again.
import net from "node:net";

/** A relay to localhost:`targetPort` on a free port; resolves { base, cut, restore, close }. */
export async function switchableNetwork(targetPort) {
  let cut = false;
  const open = new Set();
  const server = net.createServer((client) => {
    if (cut) return client.destroy();
    const upstream = net.connect(targetPort, "127.0.0.1");
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        open.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise((resolve, reject) => server.listen(0, "127.0.0.1", resolve).once("error", reject));
  const { port } = server.address();
  return {
    base: `http://localhost:${port}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
