// Accounts the e2e server seeds (scripts/e2e-server.mjs) and fresh ones for tests that change
// a member's sessions (logout ends every session of that member).
export const MEMBER = { username: "demo", password: "reach-demo-2026" } as const;
export const ADMIN = { username: "e2e-admin", password: "e2e-admin-pass" } as const;

/** Matches docs/product/shell-and-sign-in.md#sign-in-and-registration: `1` + six letters or digits + `1`. */
export const VALID_REGISTRATION_CODE = "1E2E0AB1";

let counter = 0;
/** A username no other test (or earlier run against the same database) uses. */
export function uniqueUsername(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 32);
}
