"use client";
// The owner's sign-in card in /admin > Teams (docs/product/sso.md#password-sign-in-off): whether
// members may still sign in with passwords while an identity provider is configured. Turning
// passwords off needs the owner's own link to the provider (the server checks it too).
import { toastFailure } from "@/components/admin/tab-parts";
import { ConnectIdentity } from "@/components/profile/connect-identity";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useSetPasswordSignIn, useSignInPolicy } from "@/lib/client/use-sign-in-policy";

export function SignInPolicyCard() {
  const { data: policy } = useSignInPolicy();
  const change = useSetPasswordSignIn();
  const set = (on: boolean) => change.mutate(on, { onError: toastFailure });

  return (
    <Card aria-labelledby="sign-in-policy-title">
      <CardHeader>
        <CardTitle id="sign-in-policy-title">Sign-in</CardTitle>
        <CardDescription>
          {!policy
            ? "Loading"
            : policy.provider
              ? `Members can sign in with ${policy.provider}.`
              : "No identity provider is configured: members sign in with their passwords."}
        </CardDescription>
      </CardHeader>
      {policy?.provider && (
        <CardContent className="grid gap-2">
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor="password-sign-in">Password sign-in</Label>
            <div className="flex items-center gap-2">
              {change.isPending && <Spinner />}
              <Switch
                id="password-sign-in"
                checked={policy.passwordSignInSetting}
                onCheckedChange={set}
                disabled={change.isPending || (policy.passwordSignInSetting && !policy.ownerLinked)}
              />
            </div>
          </div>
          <p className="text-muted-foreground text-sm">
            {policy.passwordSignInSetting && !policy.ownerLinked
              ? `Sign in with ${policy.provider} once to be able to turn password sign-in off, so you cannot lock yourself out.`
              : policy.passwordSignInSetting
                ? "Members may sign in with their username and password or with the identity provider."
                : `Only ${policy.provider} signs members in. If the provider is removed from the server's settings, passwords work again.`}
          </p>
          {!policy.ownerLinked && (
            <ConnectIdentity provider={policy.provider} callbackPath="/admin" />
          )}
        </CardContent>
      )}
    </Card>
  );
}
