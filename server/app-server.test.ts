// The real HTTP server in front of Next (server/app-server.mjs), on a real socket with a
// stand-in for Next's handler: a forged X-Forwarded-For / X-Real-IP never reaches the app.
import http from "node:http";
import zlib from "node:zlib";
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

describe("compression", () => {
  const page = "<!DOCTYPE html><html><body>" + "<p class=\"text-sm text-muted-foreground\">Today's goals</p>".repeat(200);
  let release: () => void = () => {};

  async function withStreamingServer(run: (port: number) => Promise<void>) {
    const server = createAppServer({
      hops: 0,
      // Next streams a page: the first part, a flush, then the rest once its data is there.
      handle: (_req, res) => {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.write(page);
        (res as unknown as { flush: () => void }).flush();
        new Promise<void>((resolve) => (release = resolve)).then(() => res.end("</body></html>"));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await run((server.address() as AddressInfo).port);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  function fetchPage(port: number, acceptEncoding: string) {
    return new Promise<{ encoding?: string; vary?: string; firstPart: string; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/dashboard", headers: { "accept-encoding": acceptEncoding } }, (res) => {
          const encoding = res.headers["content-encoding"];
          const decoded = encoding === "br" ? res.pipe(zlib.createBrotliDecompress()) : encoding === "gzip" ? res.pipe(zlib.createGunzip()) : res;
          let body = "";
          let firstPart = "";
          decoded.on("data", (chunk: Buffer) => {
            body += chunk.toString();
            // The first part decodes before the server ends the page: the flush went through.
            if (!firstPart && body.length >= page.length) {
              firstPart = body;
              release();
            }
          });
          decoded.on("end", () => resolve({ encoding, vary: res.headers.vary, firstPart, body }));
          decoded.on("error", reject);
        })
        .on("error", reject);
    });
  }

  it("answers brotli to a browser that takes it, streamed part by part", async () => {
    await withStreamingServer(async (port) => {
      const got = await fetchPage(port, "gzip, deflate, br, zstd");
      expect(got.encoding).toBe("br");
      expect(got.vary).toMatch(/accept-encoding/i);
      expect(got.firstPart).toBe(page);
      expect(got.body).toBe(page + "</body></html>");
    });
  });

  it("answers gzip to a client without brotli, and plain text to one that takes neither", async () => {
    await withStreamingServer(async (port) => {
      expect(await fetchPage(port, "gzip")).toMatchObject({ encoding: "gzip", body: page + "</body></html>" });
      expect(await fetchPage(port, "identity")).toMatchObject({ encoding: undefined, body: page + "</body></html>" });
    });
  });
});

it("under overload answers 503 {code:'unavailable'} with Retry-After at once instead of holding the request", async () => {
  const { createLoadGate, LOAD_LIMITS } = await import("./load-gate.mjs");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server: http.Server = createAppServer({
    hops: 0,
    gate: createLoadGate({ ...LOAD_LIMITS, maxInFlight: 1, maxQueue: 0 }),
    handle: async (_req: http.IncomingMessage, res: http.ServerResponse) => {
      await held;
      res.setHeader("content-type", "application/json");
      res.end("{}");
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const call = () =>
    new Promise<{ status: number; retryAfter?: string; body: string; ms: number }>((resolve, reject) => {
      const t = performance.now();
      http
        .get({ host: "127.0.0.1", port, path: "/api/goals", agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], body, ms: performance.now() - t }));
        })
        .on("error", reject);
    });
  try {
    const first = call();
    await new Promise((r) => setTimeout(r, 50));
    const refused = await call();
    expect(refused).toMatchObject({ status: 503, retryAfter: "2" });
    expect(JSON.parse(refused.body).code).toBe("unavailable");
    expect(refused.ms).toBeLessThan(500);
    release();
    expect((await first).status).toBe(200);
  } finally {
    release();
    await new Promise((resolve) => server.close(resolve));
  }
});
