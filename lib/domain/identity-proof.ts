// A member without a password proves it is them by signing in again at the identity provider
// (docs/decisions.md "Members without a password prove it is them at the provider"): the ID
// token's auth_time (when the person typed their credentials there, asked for with prompt=login
// and max_age=0) must be recent, and the proof is then good for one action within the same window.

/** How long a fresh sign-in at the provider counts as proof, from the provider's auth_time. */
export const IDENTITY_PROOF_MAX_AGE_S = 5 * 60;

/** Clock skew allowed for an auth_time slightly ahead of this server's clock. */
const SKEW_S = 60;

/** The authorization parameters of a re-authentication: a sign-in at the provider now, not its remembered session. */
export const REAUTHENTICATE_PARAMS = { prompt: "login", max_age: "0" } as const;

/** The moment the provider vouches for, when it is fresh enough to be proof at `now`; else null. */
export function freshAuthTime(authTime: unknown, now: Date): Date | null {
  if (typeof authTime !== "number" || !Number.isFinite(authTime)) return null;
  const age = now.getTime() / 1000 - authTime;
  if (age > IDENTITY_PROOF_MAX_AGE_S || age < -SKEW_S) return null;
  return new Date(Math.min(authTime * 1000, now.getTime()));
}

/** Until when a proof made at `provenAt` holds. */
export const proofExpiry = (provenAt: Date): Date => new Date(provenAt.getTime() + IDENTITY_PROOF_MAX_AGE_S * 1000);
