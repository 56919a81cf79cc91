"use client";
// Security (docs/product/profile.md#security): Change Password with the four refusals, 'Changing...', 'Password
// Changed' with the fields cleared; below it, two-factor sign-in, the devices and "Delete my account".
import { useState } from "react";
import { FormField, SubmitButton } from "@/components/auth/form-fields";
import { DeleteAccountCard } from "@/components/profile/delete-account-card";
import { DeviceList } from "@/components/profile/device-list";
import { IdentityCard } from "@/components/profile/identity-card";
import { TwoFactorCard } from "@/components/profile/two-factor-card";
import { profileToasts, showError } from "@/components/profile/profile-toasts";
import { useChangePassword } from "@/lib/client/use-profile";
import { IDENTITY_STATUS_KEY, useHasPassword } from "@/lib/client/use-sign-in-policy";
import { useQueryClient } from "@tanstack/react-query";
import { firstMessage } from "@/lib/schemas/auth";
import { changePasswordFormSchema } from "@/lib/schemas/user";
import { SettingsCard } from "@/components/shared/settings-card";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function SecurityTab({ username }: { username: string }) {
  const [form, setForm] = useState(EMPTY);
  const change = useChangePassword();
  // A member without a password sets one after confirming with the provider (docs/product/sso.md#without-a-password).
  const withPassword = useHasPassword();
  const queryClient = useQueryClient();
  const field = (name: keyof typeof EMPTY) => ({ value: form[name], onValueChange: (v: string) => setForm((f) => ({ ...f, [name]: v })) });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { currentPassword: _typed, ...rest } = form;
    const parsed = changePasswordFormSchema.safeParse(withPassword ? form : rest);
    if (!parsed.success) return showError(firstMessage(parsed.error));
    const { currentPassword, newPassword } = parsed.data;
    change.mutate(
      withPassword ? { currentPassword, newPassword } : { newPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          profileToasts.passwordChanged();
          void queryClient.invalidateQueries({ queryKey: IDENTITY_STATUS_KEY });
        },
        onError: profileToasts.passwordFailed,
      },
    );
  }

  return (
    <div className="grid gap-6">
      <SettingsCard id="change-password-title" title={withPassword ? "Change Password" : "Set a password"}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          {withPassword ? (
            <FormField id="current-password" label="Current Password" type="password" autoComplete="current-password" {...field("currentPassword")} />
          ) : (
            <p className="text-muted-foreground text-sm">You sign in with your identity provider. A password lets you sign in without it too; confirm it is you with the provider first (below).</p>
          )}
          <FormField id="new-password" label="New Password" type="password" autoComplete="new-password" {...field("newPassword")} />
          <FormField id="confirm-password" label="Confirm New Password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
          <SubmitButton inCard pending={change.isPending} label={withPassword ? "Change Password" : "Set password"} pendingLabel="Changing..." />
        </form>
      </SettingsCard>
      <TwoFactorCard username={username} />
      <IdentityCard />
      <DeviceList />
      <DeleteAccountCard username={username} />
    </div>
  );
}
