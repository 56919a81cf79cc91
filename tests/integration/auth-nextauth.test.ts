// The mounted next-auth route (/api/auth/*): it reads the cookie our /api/login issues, signs in
// through the Credentials provider, and never answers HTML or plain text.
import { NextRequest } from "next/server";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { db } from "@/lib/db";
import { cookieFrom, createMember, ORIGIN, TEST_TOTP_SECRET } from "@/tests/support/api";
import { totpCode } from "@/tests/support/totp";
import { login, sessionStatus } from "./auth-helpers";

// next-auth reads cookies and headers through next/headers, which needs Next's request scope;
// here they come from the request under test.
let current: NextRequest;
jest.mock("next/headers", () => ({
  cookies: async () => current.cookies,
  headers: async () => current.headers,
}));

process.env.NEXTAUTH_URL ??= ORIGIN;

async function nextAuth(path: string, init: { method?: string; cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { host: "localhost:3000", "x-forwarded-for": "192.0.2.10" };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  current = new NextRequest(new URL(`/api/auth/${path}`, ORIGIN), { method: init.method ?? "GET", headers, body });
  const handler = current.method === "POST" ? POST : GET;
  const res = await handler(current, { params: Promise.resolve({ nextauth: path.split("?")[0].split("/") }) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Cookie header from every Set-Cookie of a response. */
const cookiesOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

it("GET /api/auth/session reads the cookie from /api/login", async () => {
  const { user } = await createMember({ username: "route_reader", password: "pass-word" });
  const cookie = cookieFrom((await login({ username: "route_reader", password: "pass-word" })).setCookie);
  const res = await nextAuth("session", { cookie });
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text)).toMatchObject({ userId: user.id, username: "route_reader", isAdmin: false });
  expect(JSON.parse((await nextAuth("session")).text)).toEqual({});
});

it("signs in with the Credentials provider into a cookie our routes accept", async () => {
  await createMember({ username: "route_signer", password: "pass-word" });
  const csrf = await nextAuth("csrf");
  const { csrfToken } = JSON.parse(csrf.text);
  const form = { csrfToken, username: "route_signer", callbackUrl: ORIGIN, json: "true" };

  const wrong = await nextAuth("callback/credentials", { method: "POST", cookie: cookiesOf(csrf.headers), form: { ...form, password: "nope" } });
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get("set-cookie") ?? "").not.toContain("session-token");

  const ok = await nextAuth("callback/credentials", { method: "POST", cookie: cookiesOf(csrf.headers), form: { ...form, password: "pass-word" } });
  expect(ok.status).toBe(200);
  const session = ok.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  expect(await sessionStatus(session!.split(";")[0])).toBe(200);
});

it("signs a member with two-factor on in only with a code given with the password, never twice with one code", async () => {
  const { user } = await createMember({ username: "route_coder", password: "pass-word" });
  await db.twoFactor.create({ data: { userId: user.id, secret: TEST_TOTP_SECRET, enabledAt: new Date() } });
  const csrf = await nextAuth("csrf");
  const { csrfToken } = JSON.parse(csrf.text);
  const form = { csrfToken, username: "route_coder", password: "pass-word", callbackUrl: ORIGIN, json: "true" };
  const post = (extra: Record<string, string>) => nextAuth("callback/credentials", { method: "POST", cookie: cookiesOf(csrf.headers), form: { ...form, ...extra } });

  const noCode = await post({});
  expect(noCode.status).toBe(401);
  expect(noCode.headers.get("set-cookie") ?? "").not.toContain("session-token");
  expect((await post({ code: "000000" === totpCode(TEST_TOTP_SECRET) ? "111111" : "000000" })).status).toBe(401);

  const code = totpCode(TEST_TOTP_SECRET, 1);
  const ok = await post({ code });
  expect(ok.status).toBe(200);
  const session = ok.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  expect(await sessionStatus(session!.split(";")[0])).toBe(200);
  expect((await post({ code })).status).toBe(401);
});

it("redirects its built-in pages to the app and answers unknown actions with JSON", async () => {
  for (const page of ["signin", "signout", "error", "verify-request"]) {
    const res = await nextAuth(page);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, ORIGIN).pathname).toBe("/");
  }
  const unknown = await nextAuth("no-such-action");
  expect(unknown.status).toBe(400);
  expect(JSON.parse(unknown.text)).toMatchObject({ code: "bad_request" });
  const update = await nextAuth("session", { method: "POST", form: {} });
  expect(update.headers.get("content-type")).toMatch(/json/);
});

it("keeps the /api rules: foreign Origin 403, bad JSON 400, no action 400, never next-auth's 500", async () => {
  const post = (path: string, headers: Record<string, string>, body?: string) => {
    current = new NextRequest(new URL(`/api/auth/${path}`, ORIGIN), { method: "POST", headers: { host: "localhost:3000", ...headers }, body });
    return POST(current, { params: Promise.resolve({ nextauth: path ? path.split("/") : [] }) });
  };
  const foreign = await post("callback/credentials", { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" }, "username=a&password=b");
  expect(foreign.status).toBe(403);
  const badJson = await post("callback/credentials", { "content-type": "application/json" }, '{"username":');
  expect([badJson.status, (await badJson.json()).code]).toEqual([400, "bad_request"]);
  const nul = await post("callback/credentials", { "content-type": "application/x-www-form-urlencoded" }, "username=a%00&password=b");
  expect(nul.status).toBe(400);
  for (const path of ["", "_log"]) {
    const res = await post(path, { "content-type": "application/json" }, "{}");
    expect([res.status, (await res.json()).code]).toEqual([400, "bad_request"]);
  }
  // An empty JSON body, which next-auth's own parser throws on (found by fuzz-routes, seed 897840945).
  for (const body of ["", "  "]) {
    const res = await post("csrf/callback", { "content-type": "application/json" }, body);
    expect([res.status, (await res.json()).code]).toEqual([400, "bad_request"]);
  }
  // Actions next-auth serves only to GET: a POST, signed in or not, is a 400 like any unknown one.
  const { cookie } = await createMember();
  for (const path of ["csrf", "csrf/callback", "providers", "error", "verify-request"]) {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const res = await post(path, headers, "");
      expect([path, res.status, (await res.json()).code]).toEqual([path, 400, "bad_request"]);
    }
  }
});
