"use client";
// Where the sign-in forms offer the host's identity provider (docs/product/sso.md): nothing
// without one; else its section, whose code loads only then (the login screen's first-load
// budget, docs/decisions.md "Script budgets").
import { lazy, Suspense } from "react";

export type IdentitySignIn = {
  /** The provider's label, or null when none is configured. */
  provider: string | null;
  /** Whether passwords are accepted (the owner may turn them off while a provider is configured). */
  passwords: boolean;
};

export const NO_IDENTITY_PROVIDER: IdentitySignIn = { provider: null, passwords: true };

const IdentitySignInSection = lazy(() => import("@/components/auth/identity-sign-in").then((m) => ({ default: m.IdentitySignInSection })));

export function IdentityOption({ identity }: { identity: IdentitySignIn }) {
  if (!identity.provider) return null;
  return (
    <Suspense fallback={null}>
      <IdentitySignInSection provider={identity.provider} passwords={identity.passwords} />
    </Suspense>
  );
}
