"use client";
// The registration code and the team it joins (docs/decisions.md "Teams and roles"): one field for the
// password registration and the identity provider's registration step, its team announced once the
// code is valid (GET /api/register/code, components/auth/use-code-team).
import { FormField, VERBATIM } from "@/components/auth/form-fields";
import { useCodeTeam } from "@/components/auth/use-code-team";

export function RegistrationCodeField({ id, value, onValueChange, disabled }: { id: string; value: string; onValueChange: (value: string) => void; disabled: boolean }) {
  const team = useCodeTeam(value);
  return (
    <>
      <FormField
        id={id}
        label="Registration Code"
        name="registrationCode"
        autoComplete="off"
        {...VERBATIM}
        hint="Enter an 8-digit alphanumeric code"
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
      />
      <p aria-live="polite" className="-mt-2 text-sm font-medium">
        {team ? `You are joining ${team}` : ""}
      </p>
    </>
  );
}
