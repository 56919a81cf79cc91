// Shared steps for the auth-* and users-* integration tests: signing in through the real
// routes, and the body checks every JSON-writing endpoint must pass.
import { randomInt } from "node:crypto";
import { POST as loginPOST } from "@/app/api/login/route";
import { POST as registerPOST } from "@/app/api/register/route";
import { GET as sessionGET } from "@/app/api/session/route";
import { call, cookieFrom, type CallOptions, type CallResult } from "@/tests/support/api";

type Handler = Parameters<typeof call>[0];

export const EVIL_ORIGIN = "https://evil.example";
export const ONE_MB = "x".repeat(1024 * 1024);
export const SQL_LOOKING = `'; DROP TABLE "User"; --`;
export const HTML_LOOKING = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

/** A fresh client address per call, so tests do not share the per-IP throttle unless they mean to. */
export const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function login(body: Record<string, unknown>, opts: { ip?: string } & CallOptions = {}): Promise<CallResult> {
  const { ip = someIp(), headers, ...rest } = opts;
  return call(loginPOST, { body, headers: { "x-forwarded-for": ip, ...headers }, ...rest });
}

/** Registers from a fresh client address (the per-address registration throttle) unless `ip` or headers say otherwise. */
export function register(body: Record<string, unknown>, opts: { ip?: string } & CallOptions = {}): Promise<CallResult> {
  const { ip = someIp(), headers, ...rest } = opts;
  return call(registerPOST, { body: { registrationCode: "DEMO2026", ...body }, headers: { "x-forwarded-for": ip, ...headers }, ...rest });
}

/** Registers and returns the cookie a browser would now hold. */
export async function registerAndSignIn(username: string, password = "secret-pass") {
  const res = await register({ username, password });
  expect(res.status).toBe(201);
  return { user: res.json, cookie: cookieFrom(res.setCookie) };
}

export async function sessionStatus(cookie: string): Promise<number> {
  return (await call(sessionGET, { cookie })).status;
}

/** The bodies no JSON-writing endpoint may accept, each answered as JSON with the right status. */
export function itRejectsBadBodies(handler: Handler, opts: { method?: string; validBody: Record<string, unknown>; cookie?: () => string }) {
  const base = (): CallOptions => ({ method: opts.method ?? "POST", cookie: opts.cookie?.() });

  it("answers 400 JSON to malformed JSON", async () => {
    const res = await call(handler, { ...base(), raw: "{ not json" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "bad_request", message: "Invalid JSON body" });
  });

  it("answers 400 to a body that is not an object", async () => {
    for (const raw of ["[]", "null", '"text"', "42"]) {
      const res = await call(handler, { ...base(), raw });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("bad_request");
    }
  });

  it("answers 400 to unknown fields", async () => {
    const res = await call(handler, { ...base(), body: { ...opts.validBody, isAdmin: true } });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain("isAdmin");
  });

  it("answers 413 JSON to a 1 MB body", async () => {
    const res = await call(handler, { ...base(), body: { ...opts.validBody, padding: ONE_MB } });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("payload_too_large");
  });

  it("answers 403 to a foreign Origin", async () => {
    const res = await call(handler, { ...base(), body: opts.validBody, headers: { origin: EVIL_ORIGIN } });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("forbidden");
  });
}
