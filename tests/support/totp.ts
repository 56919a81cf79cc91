// TOTP codes for tests, computed as an authenticator app would (otpauth, the library the server uses).
import { Secret, TOTP } from "otpauth";

const PERIOD_MS = 30_000;

/** The code of `secret` (base32) for the step `offset` steps from the one `at` falls in. */
export function totpCode(secret: string, offset = 0, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: at + offset * PERIOD_MS });
}

/** The step `at` falls in. */
export const stepOf = (at = Date.now()) => Math.floor(at / PERIOD_MS);
