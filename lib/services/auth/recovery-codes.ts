import "server-only";
// Recovery codes (docs/decisions.md "Two-factor and single sign-on"): 10 random codes of 50 bits,
// shown once; only their SHA-256 is stored (random codes need no slow hash: nothing to guess
// from a dictionary, and every try online goes through the sign-in throttle).
import { createHash, randomInt } from "node:crypto";
import { formatRecoveryCode, RECOVERY_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "@/lib/domain/two-factor";

export function hashRecoveryCode(normalised: string): string {
  return createHash("sha256").update(normalised).digest("hex");
}

/** Fresh codes: what the member is shown (XXXXX-XXXXX) and what is stored. */
export function newRecoveryCodes(): { shown: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(""),
  );
  return { shown: codes.map(formatRecoveryCode), hashes: codes.map(hashRecoveryCode) };
}
