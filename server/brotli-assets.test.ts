// Brotli copies of the build's static files (server/brotli-assets.mjs) served by the real
// HTTP server in front of Next (app-server.mjs), on a real socket with a stand-in for Next: a
// browser that accepts br gets the copy (the same bytes once decoded, the same caching and base
// headers); one that does not, a file without a copy, a path outside the build and a POST reach Next.
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createAppServer } from "./app-server.mjs";
import { acceptsBrotli, brotliAssets, precompress } from "./brotli-assets.mjs";

const SCRIPT = `console.log(${JSON.stringify("reach ".repeat(2_000))});\n`;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "reach-brotli-"));
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  writeFileSync(path.join(dist, "static/chunks/app.js"), SCRIPT);
  writeFileSync(path.join(dist, "static/chunks/tiny.js"), "1");
  writeFileSync(path.join(dist, "static/chunks/style.css"), `.a{color:red}\n`.repeat(200));
  writeFileSync(path.join(dist, "BUILD_ID"), SCRIPT);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

type Answer = { status?: number; headers: http.IncomingHttpHeaders; body: Buffer };

function request(port: number, urlPath: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject)
      .end();
  });
}

async function withServer(run: (port: number) => Promise<void>) {
  const server = createAppServer({
    hops: 0,
    assets: brotliAssets(dist),
    handle: (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { "content-type": "text/plain", "x-from": "next" });
      res.end("next");
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

it("writes a smaller .br copy of each script and stylesheet of 1 kB or more, once", async () => {
  const first = await precompress(dist);
  expect(first.files).toBe(2);
  expect(first.after).toBeLessThan(first.before / 10);
  expect(existsSync(path.join(dist, "static/chunks/app.js.br"))).toBe(true);
  expect(existsSync(path.join(dist, "static/chunks/style.css.br"))).toBe(true);
  expect(existsSync(path.join(dist, "static/chunks/tiny.js.br"))).toBe(false);
  expect((await precompress(dist)).files).toBe(0);
  // A file rewritten after its copy gets a new copy.
  const script = path.join(dist, "static/chunks/app.js");
  writeFileSync(script, SCRIPT);
  utimesSync(script, new Date(), new Date(Date.now() + 60_000));
  expect((await precompress(dist)).files).toBe(1);
});

it("answers a browser that accepts br with the copy: the same bytes decoded, immutable, the base headers", async () => {
  await precompress(dist);
  await withServer(async (port) => {
    const res = await request(port, "/_next/static/chunks/app.js?dpl=1", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["x-from"]).toBeUndefined();
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    const css = await request(port, "/_next/static/chunks/style.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    const head = await request(port, "/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
  });
});

it("leaves to Next: no br, br refused, no copy, outside the build, other methods", async () => {
  await precompress(dist);
  await withServer(async (port) => {
    const next = async (urlPath: string, headers: Record<string, string>, method?: string) => (await request(port, urlPath, headers, method)).headers["x-from"];
    expect(await next("/_next/static/chunks/app.js", { "accept-encoding": "gzip" })).toBe("next");
    expect(await next("/_next/static/chunks/app.js", {})).toBe("next");
    expect(await next("/_next/static/chunks/app.js", { "accept-encoding": "br;q=0, gzip" })).toBe("next");
    expect(await next("/_next/static/chunks/tiny.js", { "accept-encoding": "br" })).toBe("next");
    expect(await next("/_next/static/chunks/../../BUILD_ID", { "accept-encoding": "br" })).toBe("next");
    expect(await next("/_next/static/chunks/app.js.br", { "accept-encoding": "br" })).toBe("next");
    expect(await next("/dashboard", { "accept-encoding": "br" })).toBe("next");
    expect(await next("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "POST")).toBe("next");
  });
});

it("reads Accept-Encoding as browsers send it", () => {
  expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
  expect(acceptsBrotli("BR;q=0.5")).toBe(true);
  expect(acceptsBrotli("br;q=0")).toBe(false);
  expect(acceptsBrotli("gzip, brotli")).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
  expect(acceptsBrotli("")).toBe(false);
});
