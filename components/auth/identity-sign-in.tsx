"use client";
// "Sign in with <label>" (docs/product/sso.md): next-auth's OpenID Connect sign-in, started as its
// own client does: the CSRF token, then POST /api/auth/signin/oidc, whose answer is the identity
// provider's address (state, PKCE and nonce already in this browser's cookies). The host names
// the button (OIDC_LABEL); with no provider configured it is not shown (components/auth/identity-option).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/client/use-hydrated";

export const PROVIDER_UNREACHABLE = "Could not reach the identity provider. Try again.";

/** Starts next-auth's sign-in with the provider and leaves for its page; throws when the provider cannot be reached. */
export async function startIdentitySignIn(callbackPath: string, authorizationParams?: Record<string, string>): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { cache: "no-store" });
  const { csrfToken } = (await csrf.json()) as { csrfToken?: string };
  // next-auth adds the query's parameters to the provider's authorization URL (a re-authentication's prompt=login).
  const query = authorizationParams ? `?${new URLSearchParams(authorizationParams)}` : "";
  const res = await fetch(`/api/auth/signin/oidc${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrfToken ?? "", callbackUrl: `${window.location.origin}${callbackPath}`, json: "true" }),
  });
  const { url } = (await res.json()) as { url?: string };
  if (!res.ok || !url) throw new Error(PROVIDER_UNREACHABLE);
  window.location.assign(url);
}

/**
 * `label`: the button's words ("Sign in with {provider}"); `callbackPath`: where a sign-in without a
 * next step lands. A member already signed in links a new provider account only with this session's
 * proof (components/profile/connect-identity asks for the password first). `authorizationParams`:
 * added to the provider's authorization request (lib/domain/identity-proof REAUTHENTICATE_PARAMS).
 */
export function IdentitySignInButton({
  provider,
  label = `Sign in with ${provider}`,
  callbackPath = "/dashboard",
  authorizationParams,
}: {
  provider: string;
  label?: string;
  callbackPath?: string;
  authorizationParams?: Record<string, string>;
}) {
  const [pending, setPending] = useState(false);
  // Disabled in the server's HTML until its part hydrates (it loads after the page's own code): a
  // press before then did nothing at all.
  const hydrated = useHydrated();
  const start = () => {
    setPending(true);
    startIdentitySignIn(callbackPath, authorizationParams).catch(async () => {
      setPending(false);
      const { showAuthError } = await import("@/components/auth/auth-feedback");
      showAuthError(PROVIDER_UNREACHABLE, "Login Failed");
    });
  };
  return (
    <Button type="button" variant="outline" size="lg" className="w-full" onClick={start} disabled={pending || !hydrated}>
      {pending ? "Redirecting..." : label}
    </Button>
  );
}

/** Below a password form: "or" and the button; alone (with the owner's notice) while passwords are off. */
export function IdentitySignInSection({ provider, passwords }: { provider: string; passwords: boolean }) {
  return (
    <div className="grid gap-3">
      {passwords ? (
        <p className="text-muted-foreground flex items-center gap-3 text-xs uppercase before:h-px before:flex-1 before:bg-current/20 after:h-px after:flex-1 after:bg-current/20">or</p>
      ) : (
        <p className="text-muted-foreground text-sm">Password sign-in is turned off. Sign in with {provider}.</p>
      )}
      <IdentitySignInButton provider={provider} />
    </div>
  );
}
