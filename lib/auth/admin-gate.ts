import "server-only";
// /admin and the admin API need two-factor sign-in on for the members the rule requires it of
// (lib/domain/two-factor twoFactorRequired; docs/decisions.md "Two-factor and single sign-on"):
// one primary-key read, on admin requests only.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { twoFactorRequired, type Role } from "@/lib/domain/two-factor";

/** SQL: the member has two-factor sign-in on (a confirmed setup); withAdmin reads it with the scope. */
export const twoFactorOnSql = (userId: number) => Prisma.sql`EXISTS (SELECT 1 FROM "TwoFactor" WHERE "userId" = ${userId} AND "enabledAt" IS NOT NULL)`;

/** Whether the member has two-factor sign-in on (a confirmed setup). */
export async function twoFactorOn(userId: number): Promise<boolean> {
  const [row] = await db.$queryRaw<{ on: boolean }[]>`SELECT ${twoFactorOnSql(userId)} AS "on"`;
  return row.on;
}

/** True when the member must set up two-factor sign-in before opening the admin panel. */
export async function mustSetUpTwoFactor(user: Role & { id: number }): Promise<boolean> {
  return twoFactorRequired(user) && !(await twoFactorOn(user.id));
}

/** Where an admin without two-factor is sent: Profile > Security, with the setup open. */
export const TWO_FACTOR_SETUP_PATH = "/profile?tab=security&setup=two-factor";
