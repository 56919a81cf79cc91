// The host's identity provider (docs/product/sso.md): OIDC_ISSUER, OIDC_CLIENT_ID and
// OIDC_CLIENT_SECRET all set turn it on, OIDC_LABEL names the button. Unset: no button, no
// provider in next-auth, and the owner's "password sign-in off" has no effect (docs/decisions.md
// "Two-factor and single sign-on").
import { env } from "@/lib/env";

/** next-auth's provider id: its routes are /api/auth/signin/oidc and /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; label: string };

export function oidcConfig(): OidcConfig | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_LABEL } = env();
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return { issuer: OIDC_ISSUER.replace(/\/+$/, ""), clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET, label: OIDC_LABEL };
}

/** What the sign-in screen shows: the button's label, or null for no button. */
export function oidcButtonLabel(): string | null {
  return oidcConfig()?.label ?? null;
}
