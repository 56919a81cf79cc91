// Single sign-on's linking rules (docs/decisions.md "Two-factor and single sign-on"), pure: what an
// identity provider's ID token says about the person, and which member it signs in.
//  - later sign-ins find the member by the provider's issuer and subject;
//  - a member signed in to Reach who signs in with the provider links it to their account (how a
//    member who registered with a password connects it);
//  - a first sign-in links to the member whose email the provider has verified (email_verified
//    true); an unverified email never links (anyone may type any address at some providers);
//  - otherwise the person is new: they register with a live invite code on the way.
import { LIMITS } from "@/lib/constants";

export type IdentityClaims = {
  issuer: string;
  subject: string;
  /** Lower-cased; only when the provider says it verified it. */
  verifiedEmail: string | null;
  /** A username to offer on the registration step ("" when none fits the rules). */
  suggestedUsername: string;
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/** A well-formed address (a local part, "@", a domain; no spaces), at most 254 characters. */
export const isEmailAddress = (value: string): boolean => value.length <= 254 && EMAIL.test(value);
const USERNAME_CHARS = /[^A-Za-z0-9_.-]/g;

/** email_verified true (or "true": some providers send strings) with a well-formed address, lower-cased; else null. */
export function verifiedEmailOf(claims: Record<string, unknown>): string | null {
  const verified = claims.email_verified === true || claims.email_verified === "true";
  const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
  return verified && isEmailAddress(email) ? email : null;
}

/** preferred_username, else the email's local part, made to fit the username rules; "" when nothing fits. */
export function suggestUsername(claims: Record<string, unknown>): string {
  for (const raw of [claims.preferred_username, typeof claims.email === "string" ? claims.email.split("@")[0] : undefined]) {
    if (typeof raw !== "string") continue;
    const name = raw.replace(USERNAME_CHARS, "").slice(0, LIMITS.usernameMax);
    if (name.length >= LIMITS.usernameMin) return name;
  }
  return "";
}

/** The claims of a validated ID token (next-auth checked its signature, issuer, audience and nonce); null without a usable subject. */
export function identityClaims(issuer: string, claims: Record<string, unknown>): IdentityClaims | null {
  const subject = claims.sub;
  if (typeof subject !== "string" || subject.length === 0 || subject.length > 255 || issuer.length > 300) return null;
  return { issuer, subject, verifiedEmail: verifiedEmailOf(claims), suggestedUsername: suggestUsername(claims) };
}

export type LinkDecision =
  | { kind: "member"; userId: number; /** A first sign-in: record the issuer and subject on the member. */ link: boolean }
  | { kind: "new" };

/**
 * Which member an identity signs in: the one its subject is linked to, else the member signed in
 * on this browser, else the one its verified email names, else nobody (new).
 */
export function decideLink(found: { bySubject: number | null; signedIn?: number | null; byVerifiedEmail: number | null }): LinkDecision {
  if (found.bySubject !== null) return { kind: "member", userId: found.bySubject, link: false };
  if (found.signedIn != null) return { kind: "member", userId: found.signedIn, link: true };
  if (found.byVerifiedEmail !== null) return { kind: "member", userId: found.byVerifiedEmail, link: true };
  return { kind: "new" };
}
