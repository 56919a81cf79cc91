// GET|POST /api/auth/* - next-auth's own endpoints (session, csrf, providers, credentials callback, signout)
import { NextResponse, type NextRequest } from "next/server";
import NextAuth from "next-auth";
import { runIdentityCallback, type IdentityCallbackState } from "@/lib/auth/identity-callback";
import { setPendingIdentityCookie } from "@/lib/auth/identity-pending";
import { OIDC_PROVIDER_ID } from "@/lib/auth/oidc-config";
import { setChallengeCookie } from "@/lib/auth/second-factor-challenge";
import { sessionTokenFrom, userFromToken } from "@/lib/auth/session-user";
import { clearSessionCookies } from "@/lib/api/session-cookie";
import { IDENTITY_MESSAGES } from "@/lib/services/auth/identity-sign-in";
import { badRequest } from "@/lib/errors";
import { errorResponse } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/origin";
import { readJson, readText, refuseNul } from "@/lib/api/parse";
import { authOptions } from "@/lib/api/next-auth-options";

const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

/** The actions the app uses; next-auth answers others with a 500, an empty 200 (_log) or plain text. */
const ACTIONS = new Set(["session", "csrf", "providers", "signin", "signout", "callback", "error", "verify-request"]);

const unsupported = () => badRequest("Unsupported authentication request");

/** next-auth parses POST bodies itself and throws on bad JSON, an empty JSON body too: check
 * size, syntax and NUL first. */
async function checkBody(req: NextRequest): Promise<void> {
  if (req.method !== "POST") return;
  const copy = req.clone();
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded")) {
    // readJson answers a blank body as {}; next-auth's own req.json() throws on it.
    if (type.includes("application/json") && !(await readText(req.clone())).trim()) throw badRequest("Invalid JSON body");
    await readJson(copy);
    return;
  }
  for (const [key, value] of new URLSearchParams(await readText(copy))) refuseNul(key + value);
}

/**
 * The identity provider's callback (docs/decisions.md "Two-factor and single sign-on"). next-auth
 * answers every failure (a state, PKCE or nonce that does not match, an error from the provider,
 * an ID token it refuses) with a redirect to its error page: here a 400, and no account was made
 * (accounts are made only by POST /api/register/identity). A sign-in that needs a next step gets
 * that step's cookie: the two-factor challenge, or the pending identity of a new person.
 */
async function identityCallback(req: NextRequest, ctx: Context): Promise<Response> {
  const current = await userFromToken(sessionTokenFrom(req.cookies));
  const state: IdentityCallbackState = { userAgent: req.headers.get("user-agent"), signedIn: current && { id: current.id, sessionId: current.sessionId } };
  const res: Response = await runIdentityCallback(state, () => nextAuth(req, ctx));
  if (state.error) throw state.error;
  const location = res.headers.get("location") ?? "";
  if (res.status >= 400 || /\/api\/auth\/(error|signin)\b/.test(location) || /[?&]error=/.test(location)) throw badRequest(IDENTITY_MESSAGES.callbackFailed);
  if (!state.next) return res;
  const out = new NextResponse(null, { status: res.status, headers: res.headers });
  // The browser's earlier session ended in the callback: its cookie goes too.
  if (current) clearSessionCookies(out);
  if ("challenge" in state.next) return setChallengeCookie(out, req, state.next.challenge);
  return setPendingIdentityCookie(out, req, state.next.pending);
}

// The same origin rule, body limits and JSON-only errors as every other /api route.
async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  try {
    assertSameOrigin(req);
    const { nextauth } = await ctx.params;
    if (!ACTIONS.has(nextauth?.[0] ?? "")) throw unsupported();
    await checkBody(req);
    if (nextauth[0] === "callback" && nextauth[1] === OIDC_PROVIDER_ID) return await identityCallback(req, ctx);
    const res: Response = await nextAuth(req, ctx);
    // Plain-text failures are requests it cannot serve (a GET of the credentials callback);
    // its JSON 500s (configuration) carry no code: logged, answered with the generic one.
    if (res.status >= 400 && !res.headers.get("content-type")?.includes("application/json")) throw unsupported();
    if (res.status >= 500) throw new Error(`next-auth answered ${res.status}: ${await res.text()}`);
    return res;
  } catch (error) {
    return errorResponse(error);
  }
}

export { handler as GET, handler as POST };
