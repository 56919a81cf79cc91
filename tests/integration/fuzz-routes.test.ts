// Bad input at scale (docs/decisions.md "The fuzz suite"): fast-check generates requests over every route handler under
// app/api (found on disk, as api-robustness does): methods, credentials, params, queries, bodies
// and headers, against Postgres. Every answer keeps the /api contract: never a 5xx, every error
// JSON with a string `code` and `message` (contractProblem). At least 10,000 requests (FUZZ_RUNS
// batches of FUZZ_BATCH). The seed is fixed in CI, random otherwise and printed; a failure prints
// the seed and path to replay it: FUZZ_SEED=<seed> FUZZ_PATH=<path> npx jest tests/integration/fuzz-routes.
import fc from "fast-check";
import { db } from "@/lib/db";
import { ORIGIN, sessionCookieFor, type CallOptions } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";
import { BAD_PARAMS, BAD_VALUES, CATCH_ALL_SAMPLES, contractProblem, discoverRoutes, FOREIGN_ORIGIN, SEED_BODIES, type ApiRoute, type Method } from "./robustness-cases";
import { credentials, fixture, handlersOf, send, type Fixture, type Handler } from "./robustness-harness";

jest.mock("next/headers", () => ({
  cookies: async () => jest.requireActual<typeof import("./robustness-harness")>("./robustness-harness").scope.req!.cookies,
  headers: async () => jest.requireActual<typeof import("./robustness-harness")>("./robustness-harness").scope.req!.headers,
}));

setUpPush();
process.env.NEXTAUTH_URL ??= "http://localhost:3000";

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const BATCH = Number(process.env.FUZZ_BATCH ?? 20);
const LANES = Number(process.env.FUZZ_LANES ?? 4);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20261123 : Math.floor(Math.random() * 2 ** 31);
const PATH = process.env.FUZZ_PATH;

type Target = { route: ApiRoute; method: Method; handler: Handler };
type Request = { target: Target; who: string; params: Record<string, string | string[]>; query: [string, string][]; opts: CallOptions };

// --- generators -----------------------------------------------------------------------------

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 });
const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("", " ", "\u0000", "2026-11", "2026-13", "2026-02-30", "week", "month", "year", "all", "csv", "json", "admin", "badges", "reminders", "learned", "accomplished", "-1", "0", "50", "1e3", "NaN", "null", "true", "[]", "{}", "%00", "../..", "' OR 1=1 --", "<script>alert(1)</script>"),
  fc.integer().map(String),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constantFrom(2147483647, -2147483649, Number.MAX_SAFE_INTEGER)) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_VALUES.filter((v) => typeof v !== "string" || v.length < 1000)) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const SEED_KEYS = [...new Set(SEED_BODIES.flatMap((b) => Object.keys(b)))];
const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SEED_KEYS) }, { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "id", "userId", "isAdmin") }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) });

/** Mostly a body some route accepts with a few fields replaced or added; else JSON of any shape, or raw text. */
const body: fc.Arbitrary<Pick<CallOptions, "body" | "raw">> = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...SEED_BODIES), fc.dictionary(key, value, { maxKeys: 3 })).map(([seed, changes]) => ({ body: { ...seed, ...changes } })) },
  { weight: 2, arbitrary: fc.constantFrom(...SEED_BODIES).map((seed) => ({ body: seed })) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json) => ({ body: json })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) },
);
const QUERY_KEYS = ["month", "range", "format", "cursor", "limit", "q", "kind", "type", "date", "id", "userId", "_t"];
const query = fc.array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), text), { maxLength: 4 });
const headers = fc.record(
  {
    "content-type": fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html", ""),
    origin: fc.constantFrom(ORIGIN, ORIGIN, ORIGIN, FOREIGN_ORIGIN, "null", "", "http://localhost:3000.evil.example"),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none"),
    "x-forwarded-for": fc.oneof(printable, fc.constantFrom("127.0.0.1", "::1", "10.0.0.1, 203.0.113.9", "unknown")),
    "x-real-ip": printable,
    "x-request-id": printable,
    accept: fc.constantFrom("application/json", "text/html", "*/*"),
  },
  { requiredKeys: [] },
);

function request(targets: Target[], fx: Fixture): fc.Arbitrary<Request> {
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...Object.values(fx.otherIds), "2147483647", "1", "2001-01-01", new Date().toISOString().slice(0, 10)) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_PARAMS) },
    { weight: 2, arbitrary: text },
  );
  const catchAll = fc.oneof(fc.constantFrom(...CATCH_ALL_SAMPLES), fc.array(fc.oneof(fc.constantFrom("session", "csrf", "providers", "signin", "signout", "callback", "credentials", "error", "_log"), fc.string({ maxLength: 8 })), { maxLength: 4 }));
  const who = fc.constantFrom("rightful", "rightful", "rightful", "rightful", "member", "admin", "other", "anonymous", "forged cookie", "wrong cron secret");
  return fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      who,
      params: fc.record(Object.fromEntries(target.route.segments.map((s) => [s.name, s.catchAll ? catchAll : param]))) as fc.Arbitrary<Record<string, string | string[]>>,
      query,
      opts: fc.tuple(body, headers).map(([b, h]) => ({ ...(target.method === "GET" || target.method === "HEAD" ? {} : b), headers: h })),
    }),
  );
}

function as(req: Request, fx: Fixture): CallOptions {
  switch (req.who) {
    case "rightful": return credentials(req.target.route, fx);
    case "member": return { cookie: fx.member.cookie };
    case "admin": return { cookie: fx.admin.cookie };
    case "other": return { cookie: fx.other.cookie };
    case "forged cookie": return { cookie: "next-auth.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC" };
    case "wrong cron secret": return { headers: { authorization: "Bearer wrong-secret-0123456789" } };
    default: return {};
  }
}

const pathOf = (req: Request) => {
  let p = req.target.route.pattern;
  for (const s of req.target.route.segments) {
    const v = req.params[s.name];
    p = p.replace(s.catchAll ? `[...${s.name}]` : `[${s.name}]`, (Array.isArray(v) ? v : [v]).map(encodeURIComponent).join("/"));
  }
  const q = new URLSearchParams(req.query).toString();
  return q ? `${p}?${q}` : p;
};

const describeRequest = (req: Request) =>
  `${req.target.method} ${pathOf(req)} as ${req.who} headers=${JSON.stringify(req.opts.headers)} body=${JSON.stringify(req.opts.body ?? req.opts.raw)?.slice(0, 300)}`;

/**
 * Generated calls log members out (logout, password change) or delete them (their own account,
 * the admin's bulk delete): before each batch the fixture's cookies follow their session
 * version in a new session, and a member who is gone brings a fresh fixture.
 */
async function refreshed(fx: Fixture): Promise<Fixture> {
  const people = [fx.member, fx.admin, fx.other];
  const rows = await db.user.findMany({ where: { id: { in: people.map((p) => p.user.id) } }, select: { id: true, sessionVersion: true, isAdmin: true, username: true } });
  if (rows.length < people.length) return fixture();
  for (const person of people) {
    const row = rows.find((r) => r.id === person.user.id)!;
    // A logout or a device's sign-out ends the session without a version bump: a fresh one each batch.
    Object.assign(person.user, row);
    person.cookie = await sessionCookieFor(row);
  }
  return fx;
}

// --- the property ---------------------------------------------------------------------------

it(`keeps the /api contract under ${RUNS * BATCH} generated requests over every route`, async () => {
  let fx = await fixture();
  const targets: Target[] = [];
  for (const route of discoverRoutes()) {
    const handlers = await handlersOf(route);
    for (const [method, handler] of handlers) targets.push({ route, method, handler });
    // Next answers HEAD with the GET handler when a route exports no HEAD.
    const get = handlers.find(([m]) => m === "GET");
    if (get && !handlers.some(([m]) => m === "HEAD")) targets.push({ route, method: "HEAD", handler: get[1] });
  }
  const hits = new Map<string, number>();
  const statuses = new Map<number, number>();
  const spent = new Map<string, number>();
  let sent = 0;
  const started = Date.now();
  // Junk cookies and push endpoints make next-auth and the push sender log each one: counted, not printed.
  const logged = [jest.spyOn(console, "error").mockImplementation(() => {}), jest.spyOn(console, "warn").mockImplementation(() => {})];
  console.log(`fuzz-routes: seed ${SEED}${PATH ? ` path ${PATH}` : ""} (${process.env.FUZZ_SEED ? "given" : process.env.CI ? "fixed in CI" : "random; FUZZ_SEED=<seed> replays it"}), ${RUNS} x ${BATCH} requests over ${targets.length} handlers`);

  await fc.assert(
    fc.asyncProperty(fc.array(request(targets, fx), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      fx = await refreshed(fx);
      // LANES members of the batch at a time (each lane in order), as concurrent browsers would.
      const lanes = Array.from({ length: LANES }, (_, lane) => batch.filter((_, i) => i % LANES === lane));
      await Promise.all(
        lanes.map(async (lane) => {
          for (const req of lane) {
            const base = as(req, fx);
            const t0 = performance.now();
            const res = await send(req.target.handler, req.target.method, { ...base, params: req.params as Record<string, string>, path: pathOf(req) }, { ...req.opts, headers: { ...req.opts.headers, ...base.headers } });
            sent += 1;
            const name = `${req.target.method} ${req.target.route.pattern}`;
            hits.set(name, (hits.get(name) ?? 0) + 1);
            spent.set(name, (spent.get(name) ?? 0) + performance.now() - t0);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            const problem = res.status >= 500 ? `answered ${res.status} ${JSON.stringify(res.json)?.slice(0, 200)}` : contractProblem(res, req.target.method);
            if (problem) throw new Error(`${describeRequest(req)}\n  -> ${problem}`);
          }
        }),
      );
    }),
    { seed: SEED, path: PATH, numRuns: RUNS, endOnFailure: true, verbose: 0 },
  );

  const muted = logged.reduce((n, spy) => n + spy.mock.calls.length, 0);
  for (const spy of logged) spy.mockRestore();
  console.log(`fuzz-routes: ${muted} console errors/warnings muted`);
  console.log(`fuzz-routes: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  const slowest = [...spent].sort(([, a], [, b]) => b - a).slice(0, 6).map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s/${hits.get(n)}`);
  console.log(`fuzz-routes: most time in ${slowest.join(", ")}`);
  expect(sent).toBe(RUNS * BATCH); // 10,000 by default
  const missed = targets.map((t) => `${t.method} ${t.route.pattern}`).filter((n) => !hits.has(n));
  expect(missed).toEqual([]);
}, 300_000);
