import "server-only";
// next-auth (v4) options: Credentials sign-in through the same service as POST /api/login
// (throttling included), JWT sessions of at most 7 days in the same cookie format our own
// routes issue (lib/auth/session-token.ts, next-auth's default encode/decode and secret).
// The host's identity provider (lib/auth/oidc-config) is a second provider when configured: an
// OpenID Connect client with state, PKCE and nonce checked by next-auth; its signIn callback finds
// the member (lib/services/auth/identity-sign-in) and starts the same per-device Session a
// password sign-in does (docs/decisions.md "Two-factor and single sign-on").
// Every read re-checks the session (its version and its Session row: lib/auth/session-sql), so
// logout, a password change or a deleted account ends the session here too.
import type { NextAuthOptions, User } from "next-auth";
import type { OAuthConfig } from "next-auth/providers/oauth";
import CredentialsProvider from "next-auth/providers/credentials";
import { identityCallbackState, IDENTITY_NEXT_PATHS } from "@/lib/auth/identity-callback";
import { OIDC_PROVIDER_ID, oidcConfig } from "@/lib/auth/oidc-config";
import { identityClaims } from "@/lib/domain/identity-link";
import { freshAuthTime } from "@/lib/domain/identity-proof";
import { recordIdentityProof } from "@/lib/services/auth/identity-proof";
import { signInWithIdentity } from "@/lib/services/auth/identity-sign-in";
import { requestClientAddress } from "@/lib/api/client-address.mjs";
import { ApiError } from "@/lib/errors";
import { SESSION_MAX_AGE_S } from "@/lib/auth/session-token";
import { checkSession } from "@/lib/auth/session-user";
import { authSecret } from "@/lib/env";
import { loginSchema } from "@/lib/schemas/auth";
import { signIn } from "@/lib/services/auth/sign-in";
import { endSession, startSession } from "@/lib/services/auth/sessions";

declare module "next-auth" {
  interface Session {
    userId: number;
    isAdmin: boolean;
    username: string;
  }
  interface User {
    username: string;
    isAdmin: boolean;
    sv: number;
    sid: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    username?: string;
    isAdmin?: boolean;
    sv?: number;
    sid?: string;
  }
}

/** Thrown by the jwt callback for a stale cookie: next-auth then clears it and the session is null. */
class SessionEndedError extends Error {
  constructor() {
    super("Session ended");
  }
}

const credentialsProvider = CredentialsProvider({
  name: "Username",
  credentials: {
    username: { label: "Username", type: "text" },
    password: { label: "Password", type: "password" },
    timeZone: { label: "Time zone", type: "text" },
    // Members with two-factor sign-in on give their code with the password here.
    code: { label: "Code", type: "text" },
  },
  async authorize(credentials, req) {
    const parsed = loginSchema.safeParse({
      username: credentials?.username,
      password: credentials?.password,
      ...(credentials?.timeZone ? { timeZone: credentials.timeZone } : {}),
    });
    if (!parsed.success) return null;
    try {
      const headers = new Headers(req.headers as Record<string, string> | undefined);
      const code = typeof credentials?.code === "string" && credentials.code !== "" ? credentials.code : undefined;
      const outcome = await signIn({ ...parsed.data, client: requestClientAddress(headers), code });
      // The password was right but a code is needed: without one, a plain failed sign-in.
      if (!("user" in outcome)) return null;
      const { user } = outcome;
      const sid = await startSession(user.id, headers.get("user-agent"));
      return { id: String(user.id), username: user.username, isAdmin: user.isAdmin, sv: user.sessionVersion, sid };
    } catch (error) {
      // A wrong password is a plain failed sign-in; a lock keeps its message.
      if (error instanceof ApiError && error.code === "unauthorized") return null;
      throw error;
    }
  },
});

type IdTokenClaims = Record<string, unknown> & { sub: string };

/**
 * The identity provider as next-auth's OpenID Connect client: discovery from the issuer, the
 * claims from the validated ID token, state, PKCE and nonce all checked. Its profile is only
 * where the signIn callback writes the member it signs in (the provider's claims stay in `profile`).
 */
function identityProvider(): OAuthConfig<IdTokenClaims>[] {
  const config = oidcConfig();
  if (!config) return [];
  return [
    {
      id: OIDC_PROVIDER_ID,
      name: config.label,
      type: "oauth",
      wellKnown: `${config.issuer}/.well-known/openid-configuration`,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state", "nonce"],
      profile: (claims) => ({ id: claims.sub, username: "", isAdmin: false, sv: -1, sid: "" }),
    },
  ];
}

/**
 * The identity provider's sign-in, after next-auth checked the callback: true with `user` made the
 * member (their new Session row included), or the path of the next step (two-factor code,
 * registration), whose cookie the route sets. Only inside the route's callback (its state).
 */
async function identitySignIn(user: User, profile: Record<string, unknown> | undefined): Promise<boolean | string> {
  const state = identityCallbackState();
  const config = oidcConfig();
  if (!state || !config || !profile) return false;
  try {
    const issuer = typeof profile.iss === "string" ? profile.iss : config.issuer;
    const claims = identityClaims(issuer, profile);
    if (!claims) return false;
    const outcome = await signInWithIdentity(claims, state.signedIn);
    // This browser's earlier session ends: its cookie is replaced (or cleared before the next step).
    if (state.signedIn) await endSession(state.signedIn.id, state.signedIn.sessionId);
    // The member signed in here who just typed their credentials at the provider, with an identity
    // linked to them before (never one this sign-in linked: a borrowed session must not link its own
    // provider account and prove with it): proof for one action of the new session
    // (docs/decisions.md "Members without a password prove it is them at the provider").
    const member = "pending" in outcome || !outcome.known ? null : "user" in outcome ? outcome.user.id : outcome.challenge.userId;
    const provenAt = member !== null && member === state.signedIn?.id ? freshAuthTime(profile.auth_time, new Date()) : null;
    if ("challenge" in outcome) {
      state.next = provenAt ? { challenge: { ...outcome.challenge, provenAt } } : { challenge: outcome.challenge };
      return IDENTITY_NEXT_PATHS.challenge;
    }
    if ("pending" in outcome) {
      state.next = outcome;
      return IDENTITY_NEXT_PATHS.pending;
    }
    const sid = await startSession(outcome.user.id, state.userAgent);
    if (provenAt) await recordIdentityProof(outcome.user.id, sid, provenAt);
    Object.assign(user, { id: String(outcome.user.id), username: outcome.user.username, isAdmin: outcome.user.isAdmin, sv: outcome.user.sessionVersion, sid });
    return true;
  } catch (error) {
    state.error = error;
    return false;
  }
}

export const authOptions: NextAuthOptions = {
  // A getter: the secret is read at request time (a production build without one must not fail).
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  jwt: { maxAge: SESSION_MAX_AGE_S },
  // No next-auth HTML pages: the app's own screens handle sign-in, sign-out and errors.
  pages: { signIn: "/", signOut: "/", error: "/", verifyRequest: "/" },
  // A getter: the identity provider follows the environment at request time.
  get providers() {
    return [credentialsProvider, ...identityProvider()];
  },
  callbacks: {
    async signIn({ user, account, profile }) {
      if (account?.provider !== OIDC_PROVIDER_ID) return true;
      return identitySignIn(user, profile as Record<string, unknown> | undefined);
    },
    async jwt({ token, user }) {
      if (user) return { sub: user.id, username: user.username, isAdmin: user.isAdmin, sv: user.sv, sid: user.sid };
      const id = Number(token.sub);
      const valid = Number.isSafeInteger(id) && typeof token.sv === "number" && typeof token.sid === "string";
      const current = valid ? await checkSession({ id, sessionVersion: token.sv!, sessionId: token.sid! }) : null;
      if (!current) throw new SessionEndedError();
      return { ...token, username: current.username, isAdmin: current.isAdmin };
    },
    async session({ session, token }) {
      return { expires: session.expires, userId: Number(token.sub), isAdmin: token.isAdmin === true, username: token.username ?? "" };
    },
  },
  logger: {
    error(code, metadata) {
      if (metadata instanceof SessionEndedError) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
};
