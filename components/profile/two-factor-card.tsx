"use client";
// Profile > Security's "Two-factor sign-in" (docs/product/profile.md#two-factor-sign-in): set up with a
// QR code (and the secret to type), confirm with a code, the 10 recovery codes shown this once;
// when it is on, how many recovery codes are left and turning it off with the password and a code.
// `required`: the member's role needs it before /admin opens (the admin page sends them here).
import { useState } from "react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { showError } from "@/components/profile/profile-toasts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { SettingsCard } from "@/components/shared/settings-card";
import { serverMessageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, useTwoFactorStatus } from "@/lib/client/use-two-factor";
import { useHasPassword } from "@/lib/client/use-sign-in-policy";
import type { TwoFactorSetup } from "@/lib/schemas/two-factor";

const failed = (what: string) => (error: unknown) => showError(`${what}: ${serverMessageOf(error) ?? "please try again."}`);

export function TwoFactorCard({ username }: { username: string }) {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  let body;
  if (recoveryCodes) body = <RecoveryCodesShown codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  else if (status.isPending) body = <Skeleton className="h-16 rounded-lg" aria-label="Loading two-factor sign-in" />;
  else if (status.isError || !status.data)
    body = (
      <div className="flex flex-wrap items-center gap-2" role="alert">
        <p className="text-sm">Failed to load two-factor sign-in.</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          Try Again
        </Button>
      </div>
    );
  else if (status.data.enabled) body = <TurnOff username={username} codesLeft={status.data.recoveryCodesLeft} />;
  else if (setup)
    body = (
      <ConfirmSetup
        setup={setup}
        onConfirmed={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  else body = <Offer required={status.data.required} onStarted={setSetup} />;

  return (
    <SettingsCard id="two-factor-title" title="Two-factor sign-in" data-testid="two-factor">
      {body}
    </SettingsCard>
  );
}

function Offer({ required, onStarted }: { required: boolean; onStarted: (setup: TwoFactorSetup) => void }) {
  const start = useStartTwoFactor();
  return (
    <div className="grid gap-3">
      {required && (
        <p role="alert" className="border-destructive/40 text-destructive rounded-lg border p-3 text-sm">
          Your role needs two-factor sign-in: set it up to open the admin panel.
        </p>
      )}
      <p className="text-muted-foreground text-sm">
        Sign in with your password and a code from an authenticator app (Google Authenticator, 1Password, Authy...), so a stolen password is not enough.
      </p>
      <Button className="w-full sm:w-fit" disabled={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: onStarted, onError: failed("Failed to start the setup") })}>
        Set up two-factor sign-in
      </Button>
    </div>
  );
}

function ConfirmSetup({ setup, onConfirmed }: { setup: TwoFactorSetup; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState("");
  const confirm = useConfirmTwoFactor();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return showError("Enter the 6-digit code from your app");
    confirm.mutate(code, { onSuccess: (answer) => onConfirmed(answer.recoveryCodes), onError: failed("Failed to turn on two-factor sign-in") });
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Set up two-factor sign-in">
      <p className="text-sm">1. Scan this QR code with your authenticator app, or type the secret into it.</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made by the server, no image request */}
      <img src={setup.qr} alt="QR code for your authenticator app" width={192} height={192} className="rounded-lg bg-white p-2" />
      <p className="text-sm">
        Secret: <code data-testid="two-factor-secret" className="bg-muted rounded px-1.5 py-0.5 font-mono text-xs break-all">{setup.secret}</code>
      </p>
      <p className="text-sm">2. Enter the 6-digit code the app shows.</p>
      <FormField id="two-factor-code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" {...VERBATIM} value={code} onValueChange={setCode} />
      <SubmitButton inCard pending={confirm.isPending} label="Turn on" pendingLabel="Checking..." />
    </form>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">Two-factor sign-in is on. Save these recovery codes now: each signs you in once without your phone, and they are not shown again.</p>
      <ul aria-label="Recovery codes" className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join("\n")).then(() => toast({ title: "Copied", description: "Recovery codes copied." }))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}

function TurnOff({ username, codesLeft }: { username: string; codesLeft: number }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const disable = useDisableTwoFactor();
  // A member without a password confirms with the provider instead (docs/product/sso.md#without-a-password).
  const withPassword = useHasPassword();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!withPassword && !code.trim()) return showError("Enter a code");
    if (withPassword && (!password || !code.trim())) return showError("Enter your password and a code");
    disable.mutate(
      withPassword ? { password, code } : { code },
      {
        onSuccess: () => toast({ title: "Two-factor sign-in is off", description: withPassword ? "Your password alone signs you in again." : "Your identity provider alone signs you in again.", variant: "success" }),
        onError: failed("Failed to turn off two-factor sign-in"),
      },
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Turn off two-factor sign-in">
      <p className="text-sm">
        Two-factor sign-in is on. <span data-testid="recovery-codes-left">{codesLeft} recovery codes left.</span>
      </p>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {withPassword && <FormField id="two-factor-off-password" label="Password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />}
      <FormField id="two-factor-off-code" label="Code or recovery code" autoComplete="one-time-code" {...VERBATIM} value={code} onValueChange={setCode} />
      <SubmitButton inCard pending={disable.isPending} label="Turn off two-factor sign-in" pendingLabel="Turning off..." />
    </form>
  );
}
