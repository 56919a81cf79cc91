// Every route handler under app/api, found on disk at test time (so routes added later are
// covered without touching this file), keeps the /api contract under junk: never a 500, always
// JSON with string `message` and `code` on errors, never HTML or a stack trace. Anonymous callers
// get 401 (public routes aside), members get 403 on admin routes, a foreign Origin on a
// state-changing method gets 403, and another member's ids never succeed.
import type { CallOptions } from "@/tests/support/api";
import { setUpPush } from "@/tests/support/push-setup";
import {
  BAD_PARAMS,
  CATCH_ALL_SAMPLES,
  contractProblem,
  discoverRoutes,
  FOREIGN_ORIGIN,
  fitted,
  isAdminRoute,
  isCronRoute,
  isUnknownPathRoute,
  JUNK_BODIES,
  JUNK_QUERIES,
  mutations,
  neutralParams,
  PUBLIC_ROUTES,
  SEED_BODIES,
  STATE_CHANGING,
  withParam,
  type Case,
  type Method,
} from "./robustness-cases";
import { credentials, fixture, handlersOf, send, type Fixture, type Handler } from "./robustness-harness";

// next-auth reads cookies and headers through next/headers, which needs Next's request scope.
jest.mock("next/headers", () => ({
  cookies: async () => jest.requireActual<typeof import("./robustness-harness")>("./robustness-harness").scope.req!.cookies,
  headers: async () => jest.requireActual<typeof import("./robustness-harness")>("./robustness-harness").scope.req!.headers,
}));

setUpPush();
process.env.NEXTAUTH_URL ??= "http://localhost:3000";

const routes = discoverRoutes();

it("finds the routes on disk", () => {
  expect(routes.length).toBeGreaterThanOrEqual(40);
  expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(["/api/goals/[id]", "/api/admin/users", "/api/auth/[...nextauth]"]));
});

describe.each(routes.map((r) => [r.pattern, r] as const))("%s", (_pattern, route) => {
  let handlers: [Method, Handler][];
  let fx: Fixture;
  /** Per method: the seed bodies that passed validation (probed once, before anything else). */
  const fits = new Map<Method, Record<string, unknown>[]>();
  const failures: string[] = [];

  type Check = { expectStatus?: (status: number) => string | null; as?: CallOptions };
  const check = async (method: Method, handler: Handler, c: Case, params: Record<string, unknown>, { expectStatus, as = credentials(route, fx) }: Check = {}) => {
    const res = await send(handler, method, { ...as, params: params as Record<string, string> }, c.opts);
    const problem = contractProblem(res, method) ?? expectStatus?.(res.status) ?? null;
    if (problem) failures.push(`${method} ${c.name}: ${problem}`);
    return res;
  };

  beforeAll(async () => {
    handlers = await handlersOf(route);
    fx = await fixture();
    for (const [method, handler] of handlers) {
      if (!STATE_CHANGING.has(method)) continue;
      const ok: Record<string, unknown>[] = [];
      for (const seed of SEED_BODIES) {
        if (fitted(await send(handler, method, { ...credentials(route, fx), params: neutralParams(route) as Record<string, string> }, { body: seed }))) ok.push(seed);
      }
      // A handler that takes every seed ignores its body: one is enough to send along.
      fits.set(method, ok.length > 3 ? ok.slice(0, 1) : ok);
    }
  });

  beforeEach(() => {
    failures.length = 0;
  });

  it("exports at least one HTTP method handler", () => {
    expect(handlers.length).toBeGreaterThan(0);
  });

  if (route.segments.length) {
    it("answers junk params, and another member's ids, without success or a 500", async () => {
      const ownerOnly = !isAdminRoute(route) && !PUBLIC_ROUTES.has(route.pattern) && !isCronRoute(route);
      for (const segment of route.segments) {
        const samples: [string, string | string[]][] = segment.catchAll
          ? [...CATCH_ALL_SAMPLES, ...BAD_PARAMS.map((v) => [v])].map((v) => [v.join("/"), v])
          : BAD_PARAMS.map((v) => [v, v]);
        for (const [method, handler] of handlers) {
          for (const [label, value] of samples) {
            await check(method, handler, { name: `${segment.name}="${label}"`, opts: {} }, withParam(route, segment, value));
          }
          if (segment.catchAll || !/id$/i.test(segment.name)) continue;
          // Another member's real ids, with each body this route accepts: 404 to a member
          // (existence must not leak); the caller owns nothing yet, so no id is theirs.
          for (const [label, id] of Object.entries(fx.otherIds)) {
            for (const body of [undefined, ...(fits.get(method) ?? [])]) {
              await check(method, handler, { name: `${segment.name}=other member's ${label}${body ? ` with ${JSON.stringify(body)}` : ""}`, opts: { body } }, withParam(route, segment, id), {
                expectStatus: (status) => (ownerOnly && (status < 400 || (body && status !== 404)) ? `answered ${status}, not 404` : null),
              });
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("answers junk bodies and queries with a JSON 4xx, never a 500", async () => {
    for (const [method, handler] of handlers) {
      const cases = STATE_CHANGING.has(method) ? [...JUNK_BODIES, ...(fits.get(method) ?? []).flatMap(mutations)] : JUNK_QUERIES;
      for (const c of cases) await check(method, handler, c, neutralParams(route));
    }
    expect(failures).toEqual([]);
  });

  if (!PUBLIC_ROUTES.has(route.pattern)) {
    it("answers 401 without a session (or a forged one, or the wrong cron secret)", async () => {
      const anonymous: [string, CallOptions][] = [
        ["no credentials", {}],
        ["a forged session cookie", { cookie: "next-auth.session-token=not-a-jwt" }],
        ["a wrong Bearer secret", { headers: { authorization: "Bearer wrong-secret-0123456789" } }],
      ];
      for (const [method, handler] of handlers) {
        for (const [name, opts] of anonymous) {
          await check(method, handler, { name, opts }, neutralParams(route), { as: {}, expectStatus: (s) => (s === 401 ? null : `answered ${s}, not 401`) });
        }
      }
      expect(failures).toEqual([]);
    });
  }

  if (isAdminRoute(route)) {
    it("answers 403 to a member, for their own and anyone else's ids", async () => {
      for (const [method, handler] of handlers) {
        const params = route.segments.length ? [neutralParams(route), ...Object.values(fx.otherIds).map((id) => withParam(route, route.segments[0], id))] : [neutralParams(route)];
        for (const p of params) {
          await check(method, handler, { name: `as a member, ${JSON.stringify(p)}`, opts: {} }, p, { as: { cookie: fx.member.cookie }, expectStatus: (s) => (s === 403 ? null : `answered ${s}, not 403`) });
        }
      }
      expect(failures).toEqual([]);
    });
  }

  if (!isUnknownPathRoute(route)) {
    it("refuses state-changing calls from a foreign origin with 403", async () => {
      for (const [method, handler] of handlers) {
        if (!STATE_CHANGING.has(method)) continue;
        const foreign: [string, Record<string, string>][] = [
          ["a foreign Origin", { origin: FOREIGN_ORIGIN }],
          ["Origin null", { origin: "null" }],
          ["a cross-site fetch without Origin", { origin: "", "sec-fetch-site": "cross-site" }],
        ];
        for (const [name, headers] of foreign) {
          const body = fits.get(method)?.[0];
          await check(method, handler, { name, opts: { headers, body } }, neutralParams(route), { expectStatus: (s) => (s === 403 ? null : `answered ${s}, not 403`) });
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
