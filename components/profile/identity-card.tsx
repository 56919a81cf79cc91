"use client";
// Profile > Security's sign-in card (docs/product/sso.md#connect): with a provider configured, whether
// the account is connected to it, else "Connect {label}" (signing in with the provider while signed
// in here connects it, then comes back to this tab). Nothing without a provider.
import { IdentitySignInButton } from "@/components/auth/identity-sign-in";
import { SettingsCard } from "@/components/shared/settings-card";
import { useIdentityStatus } from "@/lib/client/use-sign-in-policy";
import { REAUTHENTICATE_PARAMS } from "@/lib/domain/identity-proof";
import type { IdentityStatusDto } from "@/lib/schemas/sign-in-policy";

/** A member without a password (docs/product/sso.md#without-a-password): a fresh sign-in at the provider confirms it is them. */
function ConfirmWithProvider({ provider, confirmedUntil }: { provider: string; confirmedUntil: string | null }) {
  const until = confirmedUntil && new Date(confirmedUntil) > new Date() ? new Date(confirmedUntil) : null;
  return (
    <>
      <p className="text-muted-foreground text-sm">
        You sign in with {provider} only. To set a password, turn two-factor sign-in off or delete your account, confirm it is you with {provider}{" "}
        first.
      </p>
      {until ? (
        <p className="text-sm" role="status">
          Confirmed with {provider} until {until.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}: you can do one of these now.
        </p>
      ) : (
        <div className="w-full sm:w-fit">
          <IdentitySignInButton provider={provider} label={`Confirm it is you with ${provider}`} callbackPath="/profile?tab=security" authorizationParams={REAUTHENTICATE_PARAMS} />
        </div>
      )}
    </>
  );
}

export function IdentityCard() {
  const { data } = useIdentityStatus();
  if (!data?.provider) return null;
  return <IdentityCardView data={data as IdentityStatusDto & { provider: string }} />;
}

function IdentityCardView({ data }: { data: IdentityStatusDto & { provider: string } }) {
  return (
    <SettingsCard id="identity-title" title={`Sign in with ${data.provider}`} data-testid="identity">
      {!data.hasPassword ? (
        <ConfirmWithProvider provider={data.provider} confirmedUntil={data.confirmedUntil} />
      ) : data.linked ? (
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
