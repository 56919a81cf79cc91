import "server-only";
// /admin and the admin API need two-factor sign-in on for the members the rule requires it of
// (lib/domain/two-factor twoFactorRequired; docs/decisions.md "Two-factor and single sign-on"):
// one primary-key read, on admin requests only.
import { db } from "@/lib/db";
import { twoFactorRequired, type Role } from "@/lib/domain/two-factor";

/** Whether the member has two-factor sign-in on (a confirmed setup). */
export async function twoFactorOn(userId: number): Promise<boolean> {
  return (await db.twoFactor.count({ where: { userId, enabledAt: { not: null } } })) > 0;
}

/** True when the member must set up two-factor sign-in before opening the admin panel. */
export async function mustSetUpTwoFactor(user: Role & { id: number }): Promise<boolean> {
  return twoFactorRequired(user) && !(await twoFactorOn(user.id));
}

/** Where an admin without two-factor is sent: Profile > Security, with the setup open. */
export const TWO_FACTOR_SETUP_PATH = "/profile?tab=security&setup=two-factor";
