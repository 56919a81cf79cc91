/** @jest-environment node */
// The page security headers as proxy.ts sends them (docs/decisions.md "A nonce-based Content-Security-Policy"): the CSP with a fresh nonce on
// every page, HSTS only over https, nothing on the static-asset paths the matcher skips.
import { createHash } from "node:crypto";
import { NextRequest } from "next/server";
import { proxy, config } from "@/proxy";
import { themeInitScript } from "@/components/shell/theme-script";
import { contentSecurityPolicy, HSTS_VALUE, isSecureRequest, scriptHash } from "@/lib/security/headers";

process.env.NEXTAUTH_SECRET ??= "unit-test-secret-0123456789abcdef";
process.env.DATABASE_URL ??= "postgresql://unused@127.0.0.1:1/unused";

const page = (url: string, headers: Record<string, string> = {}) => new NextRequest(url, { headers });
const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc", themeHash: "'sha256-x'", secure: false }));

  it("allows scripts only by nonce (and what they load) plus the theme script's hash", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", "'sha256-x'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("names no other origin, and no unsafe-inline/eval for scripts in production", () => {
    for (const [name, values] of policy) {
      for (const value of values) expect(`${name} ${value}`).toMatch(/ ('self'|'none'|'nonce-abc'|'strict-dynamic'|'sha256-x'|'unsafe-inline'|blob:|data:)$/);
      if (name !== "style-src") expect(values).not.toContain("'unsafe-inline'");
    }
    expect(contentSecurityPolicy({ nonce: "abc", themeHash: "'sha256-x'", secure: true })).not.toContain("unsafe-eval");
  });

  it("keeps blob:/data: images, blob: workers and the same-origin service worker", () => {
    expect(policy.get("img-src")).toEqual(["'self'", "blob:", "data:"]);
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("upgrades insecure requests only over https; dev adds eval and the HMR socket", () => {
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
    expect(contentSecurityPolicy({ nonce: "n", themeHash: "'sha256-x'", secure: true })).toMatch(/; upgrade-insecure-requests$/);
    const dev = directives(contentSecurityPolicy({ nonce: "n", themeHash: "'sha256-x'", secure: false, dev: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
  });
});

describe("scriptHash", () => {
  it("is the base64 SHA-256 of the exact text", async () => {
    expect(await scriptHash(themeInitScript)).toBe(`'sha256-${createHash("sha256").update(themeInitScript).digest("base64")}'`);
  });
});

describe("isSecureRequest", () => {
  it.each([
    ["https://reach.example/", {}, true],
    ["http://reach.example/", { "x-forwarded-proto": "https" }, true],
    ["http://reach.example/", { "x-forwarded-proto": "HTTPS, http" }, true],
    ["http://reach.example/", { "x-forwarded-proto": "http, https" }, false],
    ["http://reach.example/", {}, false],
  ])("%s %j -> %s", (url, headers, secure) => expect(isSecureRequest(page(url, headers))).toBe(secure));
});

describe("proxy.ts headers", () => {
  it("sends the policy on the page and hands the same policy (with its nonce) to the renderer", async () => {
    const res = await proxy(page("http://localhost:3000/"));
    const policy = res.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic' 'sha256-/);
    expect(policy).toContain(await scriptHash(themeInitScript));
    // NextResponse.next({ request: { headers } }) forwards request headers as x-middleware-request-*.
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("uses a fresh nonce on every request", async () => {
    const nonce = async () => (await proxy(page("http://localhost:3000/register"))).headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
    const seen = new Set(await Promise.all(Array.from({ length: 20 }, nonce)));
    expect(seen.size).toBe(20);
  });

  it("adds HSTS over https (URL or a proxy's X-Forwarded-Proto), never over http", async () => {
    expect((await proxy(page("https://reach.example/"))).headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect((await proxy(page("http://reach.example/", { "x-forwarded-proto": "https" }))).headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect((await proxy(page("http://reach.example/"))).headers.get("strict-transport-security")).toBeNull();
    expect((await proxy(page("http://reach.example/", { "x-forwarded-proto": "http" }))).headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps HSTS on redirects over https and sends no policy with them", async () => {
    const res = await proxy(page("https://reach.example/dashboard"));
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("https://reach.example/");
    expect(res.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect(res.headers.get("content-security-policy")).toBeNull();
  });

  it("is not run for API routes and static assets (next.config.mjs headers cover those)", () => {
    const matcher = new RegExp(`^${config.matcher[0]}$`);
    for (const path of ["/", "/register", "/dashboard", "/goals/1", "/admin", "/no-such-page"]) expect(matcher.test(path)).toBe(true);
    for (const path of ["/api/health", "/_next/static/chunks/a.js", "/sw.js", "/favicon.svg", "/manifest.webmanifest", "/sounds/bell.mp3"]) {
      expect(matcher.test(path)).toBe(false);
    }
  });
});
