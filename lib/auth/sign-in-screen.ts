import "server-only";
// What the signed-out screens show of the host's identity provider (docs/product/sso.md): its
// button's label, and whether passwords are accepted (the owner's switch, lib/services/auth/sign-in-policy).
import type { IdentitySignIn } from "@/components/auth/identity-option";
import { oidcButtonLabel } from "@/lib/auth/oidc-config";
import { passwordSignInAllowed } from "@/lib/services/auth/sign-in-policy";

export async function identitySignIn(): Promise<IdentitySignIn> {
  const provider = oidcButtonLabel();
  return { provider, passwords: provider ? await passwordSignInAllowed() : true };
}
