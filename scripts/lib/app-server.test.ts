// The real HTTP server in front of Next (scripts/lib/app-server.mjs), on a real socket with a
// stand-in for Next's handler: a forged X-Forwarded-For / X-Real-IP never reaches the app.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createAppServer, KEEP_ALIVE_MS } from "./app-server.mjs";

type Seen = { xff?: string; realIp?: string };

async function withServer(hops: number, run: (port: number) => Promise<void>) {
  const server: http.Server = createAppServer({
    hops,
    handle: (req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"], realIp: req.headers["x-real-ip"] }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function get(port: number, headers: Record<string, string>): Promise<Seen> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/api/login", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body)));
      })
      .on("error", reject);
  });
}

it("hops=0: the app sees the socket peer, not the forged headers", async () => {
  await withServer(0, async (port) => {
    expect(await get(port, { "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67" })).toEqual({ xff: "127.0.0.1", realIp: "127.0.0.1" });
    expect(await get(port, {})).toEqual({ xff: "127.0.0.1", realIp: "127.0.0.1" });
  });
});

it("hops=1: the peer (the proxy) is appended and the proxy's entry is the client", async () => {
  await withServer(1, async (port) => {
    expect(await get(port, { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-real-ip": "6.6.6.6" })).toEqual({
      xff: "6.6.6.6, 203.0.113.9, 127.0.0.1",
      realIp: "203.0.113.9",
    });
  });
});

it("a handler that throws answers 500 instead of hanging", async () => {
  const server = createAppServer({
    hops: 0,
    handle: () => {
      throw new Error("boom");
    },
  });
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const status = await new Promise<number | undefined>((resolve) =>
    http.get({ host: "127.0.0.1", port: (server.address() as AddressInfo).port }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }),
  );
  await new Promise((resolve) => server.close(resolve));
  spy.mockRestore();
  expect(status).toBe(500);
});

it("keeps idle connections longer than a proxy's 60 s and Node's 5 s default", () => {
  const server = createAppServer({ hops: 0, handle: () => undefined });
  expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
