// Two-factor sign-in rules (docs/decisions.md "Two-factor and single sign-on"), pure: who must use
// it, the TOTP parameters, which time step a code may take, and how a recovery code is written.

/** Whom Reach asks to set up two-factor sign-in before they may open /admin: owners and coaches. */
export type Role = { isAdmin: boolean; /** Coaches at least one live team (docs/decisions.md "Teams and roles"). */ coach?: boolean };

/**
 * The one rule for "two-factor is required": the owners (isAdmin) and the coaches of a live team.
 * A new privileged role is added here, and every gate (the admin pages, the admin API, the
 * sign-in's setup prompt) follows.
 */
export function twoFactorRequired(role: Role): boolean {
  return role.isAdmin || role.coach === true;
}

/** RFC 6238 as every authenticator app reads it by default. */
export const TOTP = { algorithm: "SHA1", digits: 6, periodS: 30, secretBytes: 20, issuer: "Reach", window: 1 } as const;

export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 letters or digits from an alphabet without look-alikes, shown as XXXXX-XXXXX (50 bits). */
export const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ0123456789";
export const RECOVERY_CODE_LENGTH = 10;

/** The time step a moment falls in. */
export function timeStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP.periodS);
}

/**
 * A code that matched `step` is accepted only when that step is later than the last accepted one
 * (a code, or any code of an earlier step, is never taken twice).
 */
export function stepIsFresh(step: number, lastStep: number | null): boolean {
  return lastStep === null || step > lastStep;
}

/** What a member typed as a TOTP code: six digits, spaces allowed ("123 456"). */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A recovery code as stored (hashed): upper case, without spaces or dashes; null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.replace(/[\s-]+/g, "").toUpperCase();
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : null;
}

/** How a recovery code is shown: two groups of five. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
