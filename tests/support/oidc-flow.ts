// Signing in through the test identity provider (tests/support/oidc-test-provider.mjs) as a
// browser would, for the integration tests: the app's next-auth route is called in-process, the
// provider over real HTTP on loopback. Two cookie jars: the app's and the provider's.
// identityProviderSetup: a test file's whole setup (the provider, next-auth, a sign-in, members linked).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as connectPOST } from "@/app/api/users/identity/connect/route";
import { db } from "@/lib/db";
import { call, createMember, ORIGIN } from "@/tests/support/api";

export const TEST_CLIENT = { id: "reach-test", secret: "reach-test-client-secret-0123456789" };

/** Starts the provider (its own process: oidc-provider is ESM only) and points the app at it. */
export async function startTestIdentityProvider(): Promise<{ issuer: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, "oidc-test-provider.mjs")], {
    env: { ...process.env, OIDC_TEST_PORT: "0", OIDC_TEST_REDIRECTS: `${ORIGIN}/api/auth/callback/oidc` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`the test identity provider exited (${code})`)));
    setTimeout(() => reject(new Error("the test identity provider did not start")), 15_000).unref();
  });
  child.stdout!.resume();
  child.stderr!.resume();
  Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: TEST_CLIENT.id, OIDC_CLIENT_SECRET: TEST_CLIENT.secret, OIDC_LABEL: "Test IdP" });
  return { issuer, stop: () => child.kill() };
}

export class CookieJar {
  readonly values = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now());
      if (!value || expired) this.values.delete(name);
      else this.values.set(name, value);
    }
  }
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

type Handler = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;
type Scope = { req?: NextRequest };

/**
 * Calls next-auth's route in-process. `scope.req` is what the test's mock of next/headers reads
 * (next-auth reads cookies and headers through it).
 */
export async function callNextAuth(handler: { GET: Handler; POST: Handler }, scope: Scope, jar: CookieJar, pathAndQuery: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { host: "localhost:3000", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36" };
  if (jar.values.size) headers.cookie = jar.header();
  let body: string | undefined;
  if (form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    headers.origin = ORIGIN;
    body = new URLSearchParams(form).toString();
  }
  const req = new NextRequest(new URL(pathAndQuery, ORIGIN), { method: form ? "POST" : "GET", headers, body });
  scope.req = req;
  const segments = new URL(pathAndQuery, ORIGIN).pathname.replace(/^\/api\/auth\//, "").split("/");
  const res = await (form ? handler.POST : handler.GET)(req, { params: Promise.resolve({ nextauth: segments }) });
  jar.take(res.headers);
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, text: await res.text() };
}

/** The provider's side: from the authorization URL to the redirect back to the app, as `login`. */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { redirect: "manual", headers: jar.values.size ? { cookie: jar.header() } : {} });
    jar.take(res.headers);
    await res.text();
    const location = res.headers.get("location");
    if (location?.startsWith(ORIGIN)) return location;
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    if (res.status === 200 && /\/interaction\//.test(url)) {
      const post = await fetch(url, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ login }).toString(),
      });
      jar.take(post.headers);
      await post.text();
      const next = post.headers.get("location");
      if (!next) throw new Error(`the provider refused the sign-in (${post.status})`);
      url = new URL(next, url).toString();
      continue;
    }
    throw new Error(`unexpected answer ${res.status} from ${url}`);
  }
  throw new Error("too many redirects at the provider");
}

/** The app's session cookie, as next-auth names it over http. */
export const SESSION_COOKIE = "next-auth.session-token";

/** The session cookie ("name=value") a browser's jar holds. */
export const sessionCookieOf = (jar: CookieJar) => `${SESSION_COOKIE}=${jar.values.get(SESSION_COOKIE)}`;

type NextAuthRoute = { GET: Handler; POST: Handler };
type SignInOptions = { cookie?: string; callbackUrl?: string; params?: Record<string, string> };

/**
 * A test file's identity provider and next-auth, called at its top level: the provider starts
 * before the file's tests and stops after them. The file keeps its own mock of next/headers
 * (`jest.mock` is hoisted within the file only), reading `scope.req`.
 *  - auth: next-auth's route called in-process as a browser holding `jar`;
 *  - signIn: a whole sign-in at the provider as `subject`, from a browser holding `cookie` (or
 *    none), with extra authorize parameters `params`: the callback's answer, the jar, the
 *    provider's authorization URL and the new session's cookie;
 *  - linkMember: `userId` linked to the provider's account `subject`;
 *  - providerOnlyMember: a member who registered through the provider (no password), linked by
 *    `subject`, signed in (their cookie).
 */
export function identityProviderSetup(route: NextAuthRoute, scope: Scope) {
  const provider = { issuer: "", stop: () => {} };
  beforeAll(async () => {
    Object.assign(provider, await startTestIdentityProvider());
  });
  afterAll(() => provider.stop());

  const auth = (jar: CookieJar, pathAndQuery: string, form?: Record<string, string>) => callNextAuth(route, scope, jar, pathAndQuery, form);

  async function signIn(subject: string, { cookie, callbackUrl = `${ORIGIN}/profile?tab=security`, params }: SignInOptions = {}) {
    const jar = new CookieJar();
    if (cookie) {
      const [name, value] = cookie.split(/=(.*)/s);
      jar.values.set(name, value);
    }
    const { csrfToken } = JSON.parse((await auth(jar, "/api/auth/csrf")).text);
    const query = params ? `?${new URLSearchParams(params)}` : "";
    const { url } = JSON.parse((await auth(jar, `/api/auth/signin/oidc${query}`, { csrfToken, callbackUrl, json: "true" })).text) as { url: string };
    const res = await auth(jar, (await signInAtProvider(url, subject)).slice(ORIGIN.length));
    return { res, jar, url, cookie: sessionCookieOf(jar) };
  }

  const linkMember = (userId: number, subject: string) => db.oidcIdentity.create({ data: { issuer: provider.issuer, subject, userId } });

  async function providerOnlyMember(subject: string, twoFactor = false) {
    const m = await createMember({ twoFactor });
    await db.user.update({ where: { id: m.user.id }, data: { passwordHash: "" } });
    await linkMember(m.user.id, subject);
    return m;
  }

  return { provider, auth, signIn, linkMember, providerOnlyMember };
}

/**
 * Profile's "Connect": the password first (POST /api/users/identity/connect), which gives the
 * session signed in with `cookie` the proof the next link takes (docs/decisions.md "Connecting the
 * provider needs proof"). `createMember`'s password unless told.
 */
export async function proveWithPassword(cookie: string, password = "password123"): Promise<void> {
  const res = await call(connectPOST, { cookie, body: { password }, headers: { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` } });
  if (res.status !== 200) throw new Error(`the password before connecting was refused (${res.status}): ${JSON.stringify(res.json)}`);
}
