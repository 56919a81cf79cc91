// One structured log line per failed or slow /api request (docs/decisions.md "One log line per failed or slow request"), with the request id that
// the error answer also carries in X-Request-Id; nothing for a client that hung up.
import { NextRequest } from "next/server";
import { withAuth, withPublic } from "@/lib/api/handler";
import { SLOW_REQUEST_MS } from "@/lib/api/request-log";
import { logger } from "@/lib/log";
import { GET as userGET } from "@/app/api/user/route";
import { call, createMember, ORIGIN } from "@/tests/support/api";

const spies = () => ({
  error: jest.spyOn(logger, "error").mockImplementation(() => undefined),
  warn: jest.spyOn(logger, "warn").mockImplementation(() => undefined),
  info: jest.spyOn(logger, "info").mockImplementation(() => undefined),
});
afterEach(() => jest.restoreAllMocks());

const lines = (s: ReturnType<typeof spies>) => [...s.error.mock.calls, ...s.warn.mock.calls, ...s.info.mock.calls];

it("logs a refused request once at info with method, route, status, duration and the id it answers in X-Request-Id", async () => {
  const s = spies();
  const res = await call(userGET, { path: "/api/user" });
  expect(res.status).toBe(401);
  const id = res.headers.get("x-request-id");
  expect(id).toMatch(/^[\w-]{36}$/);
  expect(lines(s)).toHaveLength(1);
  expect(s.info.mock.calls[0]).toEqual([
    { method: "GET", route: "/api/user", status: 401, duration: expect.any(Number), requestId: id, memberId: undefined },
    "request refused",
  ]);
});

it("an unexpected error: one error line with the stack and the member, a 500 JSON answer with the id", async () => {
  const { user, cookie } = await createMember();
  const boom = withAuth(async () => {
    throw new Error("boom");
  });
  const s = spies();
  const res = await call(boom, { cookie, path: "/api/goals/42" });
  expect(res.status).toBe(500);
  expect(res.json).toEqual({ message: expect.any(String), code: "internal_error" });
  expect(lines(s)).toHaveLength(1);
  const [line, msg] = s.error.mock.calls[0] as unknown as [Record<string, unknown>, string];
  expect(msg).toBe("unexpected error");
  expect(line).toMatchObject({ route: "/api/goals/:id", status: 500, memberId: user.id, requestId: res.headers.get("x-request-id") });
  expect((line.err as Error).stack).toContain("boom");
});

it("an outage: one short warn line per request (no stack), 503 unavailable", async () => {
  const down = withPublic(async () => {
    throw Object.assign(new Error("Can't reach database server"), { code: "P1001" });
  });
  const s = spies();
  const res = await call(down);
  expect(res.status).toBe(503);
  expect(res.json.code).toBe("unavailable");
  expect(lines(s)).toHaveLength(1);
  expect(s.warn.mock.calls[0][0]).not.toHaveProperty("err");
});

it("keeps the proxy's request id when it looks sane, replaces one that does not", async () => {
  const s = spies();
  expect((await call(userGET, { headers: { "x-request-id": "lb-1234.abc" } })).headers.get("x-request-id")).toBe("lb-1234.abc");
  expect((await call(userGET, { headers: { "x-request-id": "<script>forged</script>" } })).headers.get("x-request-id")).not.toContain("forged");
  expect(lines(s)).toHaveLength(2);
});

it("logs a slow success at warn, and nothing for a fast one", async () => {
  const slow = withPublic(async () => new Promise((r) => setTimeout(() => r({ ok: true }), SLOW_REQUEST_MS + 50)));
  const fast = withPublic(async () => ({ ok: true }));
  const s = spies();
  expect((await call(fast)).headers.get("x-request-id")).toBeNull();
  expect(lines(s)).toHaveLength(0);
  expect((await call(slow)).status).toBe(200);
  expect(s.warn.mock.calls).toEqual([[expect.objectContaining({ status: 200 }), "slow request"]]);
});

it("says nothing about a client that hung up", async () => {
  const failing = withPublic(async () => {
    throw new Error("aborted");
  });
  const controller = new AbortController();
  controller.abort();
  const s = spies();
  await failing(new NextRequest(new URL("/api/test", ORIGIN), { signal: controller.signal }), { params: Promise.resolve({}) });
  expect(lines(s)).toHaveLength(0);
});

it("leaves out a server process's own warm-up calls, only with the secret it set for them (server/http-process.mjs)", async () => {
  const s = spies();
  process.env.REACH_WARM_UP_TOKEN = "warm-up-secret-1";
  try {
    expect((await call(userGET, { path: "/api/user", headers: { "x-reach-warm-up": "warm-up-secret-1" } })).status).toBe(401);
    expect(lines(s)).toHaveLength(0);
    expect((await call(userGET, { path: "/api/user", headers: { "x-reach-warm-up": "a-guess" } })).status).toBe(401);
    expect(lines(s)).toHaveLength(1);
  } finally {
    delete process.env.REACH_WARM_UP_TOKEN;
  }
  // Once the warm-up is over (no secret set), the header changes nothing.
  expect((await call(userGET, { path: "/api/user", headers: { "x-reach-warm-up": "" } })).status).toBe(401);
  expect(lines(s)).toHaveLength(2);
});
