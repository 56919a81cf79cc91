"use client";
// Profile > Security's sign-in card (docs/product/sso.md#connect): with a provider configured, whether
// the account is connected to it, else "Connect {label}" (signing in with the provider while signed
// in here connects it, then comes back to this tab). Nothing without a provider.
import { IdentitySignInButton } from "@/components/auth/identity-sign-in";
import { SettingsCard } from "@/components/shared/settings-card";
import { useIdentityStatus } from "@/lib/client/use-sign-in-policy";

export function IdentityCard() {
  const { data } = useIdentityStatus();
  if (!data?.provider) return null;
  return (
    <SettingsCard id="identity-title" title={`Sign in with ${data.provider}`} data-testid="identity">
      {data.linked ? (
        <p className="text-muted-foreground text-sm">Your account is connected to {data.provider}: you can sign in with it.</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">Connect {data.provider} to sign in with it instead of your password.</p>
          <div className="w-full sm:w-fit">
            <IdentitySignInButton provider={data.provider} label={`Connect ${data.provider}`} callbackPath="/profile?tab=security" />
          </div>
        </>
      )}
    </SettingsCard>
  );
}
