import "server-only";
// What next-auth's callback from the identity provider decided, handed from its signIn callback
// (lib/api/next-auth-options) to the route around it (app/api/auth/[...nextauth]), which sets the
// cookie of the next step: next-auth's callbacks cannot set cookies of their own. One store per
// request (AsyncLocalStorage), so concurrent sign-ins never see each other's.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Challenge } from "@/lib/auth/second-factor-challenge";
import type { IdentityClaims } from "@/lib/domain/identity-link";

export type IdentityCallbackState = {
  /** The browser's user agent (the Session row's device). */
  userAgent: string | null;
  /** The member signed in on this browser, and that session: the sign-in links the identity to them and ends that session (its cookie is replaced). */
  signedIn: { id: number; sessionId: string } | null;
  /** Set by the signIn callback when no session follows at once. */
  next?: { challenge: Challenge } | { pending: IdentityClaims };
  /** An unexpected failure inside the callback (next-auth would turn it into a redirect): rethrown by the route. */
  error?: unknown;
};

const storage = new AsyncLocalStorage<IdentityCallbackState>();

export function runIdentityCallback<T>(state: IdentityCallbackState, work: () => Promise<T>): Promise<T> {
  return storage.run(state, work);
}

/** The current callback's state; undefined outside the route's callback (then no identity sign-in is allowed). */
export function identityCallbackState(): IdentityCallbackState | undefined {
  return storage.getStore();
}

/** Where the browser goes after the callback for each next step. */
export const IDENTITY_NEXT_PATHS = { challenge: "/?signin=two-factor", pending: "/register?signin=identity" } as const;
