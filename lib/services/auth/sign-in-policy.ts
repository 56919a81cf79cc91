import "server-only";
// The owner's sign-in policy (docs/product/sso.md#password-sign-in-off, docs/decisions.md
// "Two-factor and single sign-on"). Password sign-in off refuses passwords (POST /api/login,
// next-auth's Credentials, password registration) only while an identity provider is configured,
// so a host whose provider is gone or broken gets passwords back by unsetting OIDC_*; and only an
// owner whose own account is linked to the provider may turn it off (they have shown they can
// get in without one).
import { oidcButtonLabel, oidcConfig } from "@/lib/auth/oidc-config";
import { db } from "@/lib/db";
import { badRequest, forbidden } from "@/lib/errors";
import { hasPassword, identityProofUntil } from "@/lib/services/auth/identity-proof";
import type { IdentityStatusDto } from "@/lib/schemas/sign-in-policy";

export const SIGN_IN_POLICY_MESSAGES = {
  passwordsOff: (label: string) => `Password sign-in is turned off. Sign in with ${label}.`,
  noProvider: "Password sign-in can be turned off only while an identity provider is configured",
  notLinked: (label: string) => `Sign in with ${label} once before turning password sign-in off, so you cannot lock yourself out`,
} as const;

export type SignInPolicy = {
  /** Whether passwords are accepted now (the stored switch, and a provider configured). */
  passwordSignIn: boolean;
  /** The stored switch (shown in /admin even while no provider makes it count). */
  passwordSignInSetting: boolean;
  /** The identity provider's button label, or null when none is configured. */
  provider: string | null;
  /** Whether the asking owner's account is linked to the provider (may turn passwords off). */
  ownerLinked: boolean;
};

async function storedSwitch(): Promise<boolean> {
  const row = await db.signInPolicy.findUnique({ where: { id: 1 }, select: { passwordSignIn: true } });
  return row?.passwordSignIn ?? true;
}

/** Whether passwords are accepted now. */
export async function passwordSignInAllowed(): Promise<boolean> {
  if (!oidcConfig()) return true;
  return storedSwitch();
}

/** Throws 403 with the message the sign-in screen shows while passwords are off. */
export async function assertPasswordSignIn(): Promise<void> {
  const config = oidcConfig();
  if (config && !(await storedSwitch())) throw forbidden(SIGN_IN_POLICY_MESSAGES.passwordsOff(config.label));
}

export async function getSignInPolicy(ownerId: number): Promise<SignInPolicy> {
  const config = oidcConfig();
  const [setting, linked] = await Promise.all([storedSwitch(), db.oidcIdentity.count({ where: { userId: ownerId } })]);
  return { passwordSignIn: !config || setting, passwordSignInSetting: setting, provider: config?.label ?? null, ownerLinked: linked > 0 };
}

/** The owner's switch. Turning passwords off needs a configured provider and the owner's own link to it. */
export async function setPasswordSignIn(ownerId: number, on: boolean): Promise<SignInPolicy> {
  if (!on) {
    const config = oidcConfig();
    if (!config) throw badRequest(SIGN_IN_POLICY_MESSAGES.noProvider);
    if ((await db.oidcIdentity.count({ where: { userId: ownerId } })) === 0) throw badRequest(SIGN_IN_POLICY_MESSAGES.notLinked(config.label));
  }
  await db.signInPolicy.upsert({
    where: { id: 1 },
    create: { id: 1, passwordSignIn: on, updatedById: ownerId },
    update: { passwordSignIn: on, updatedAt: new Date(), updatedById: ownerId },
  });
  return getSignInPolicy(ownerId);
}

/** Profile > Security's sign-in card (docs/product/sso.md#connect): the provider's label and whether the member is linked to it. */
export async function identityStatus(userId: number, sessionId: string): Promise<IdentityStatusDto> {
  const config = oidcConfig();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, email: true, unverifiedEmail: true } });
  const withPassword = hasPassword(user.passwordHash);
  const email = { email: user.email ?? user.unverifiedEmail, emailVerified: user.email !== null };
  if (!config) return { provider: null, linked: false, hasPassword: withPassword, confirmedUntil: null, ...email };
  const [linked, until] = await Promise.all([db.oidcIdentity.count({ where: { userId } }), withPassword ? null : identityProofUntil(userId, sessionId)]);
  return { provider: config.label, linked: linked > 0, hasPassword: withPassword, confirmedUntil: until?.toISOString() ?? null, ...email };
}

/**
 * What the signed-out screens show of the host's identity provider (docs/product/sso.md): its
 * button's label (null: none configured), and whether passwords are accepted.
 */
export async function identitySignIn(): Promise<{ provider: string | null; passwords: boolean }> {
  const provider = oidcButtonLabel();
  return { provider, passwords: provider ? await passwordSignInAllowed() : true };
}
