"use client";
// The pieces the login and register forms share: a labelled input (with an optional hint) and
// the full-width submit button that shows a spinner and its pending label ("Logging in...").
import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/client/use-hydrated";

// The spinner (and its icon code) loads when a form is first sent, not with the page (docs/decisions.md "Icons of the first load").
const Spinner = lazy(() => import("@/components/ui/spinner").then((m) => ({ default: m.Spinner })));

type FieldProps = Omit<ComponentProps<typeof Input>, "id" | "value" | "onChange"> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
};

/** For usernames and codes: typed as written, no capitals or spelling fixes. */
export const VERBATIM = { autoCapitalize: "none", spellCheck: false } as const;

export function FormField({ id, label, hint, onValueChange, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-describedby={hintId} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {hint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A form's submit button: its pending label and a spinner while the call runs. `inCard`: the profile's card size (full width on a phone only).
 * Disabled in the server's HTML until React owns the form: a press before then would send the form
 * natively (a GET with its fields, a password or code included, in the address) and text typed
 * before hydration never reaches the form's state.
 */
export function SubmitButton({ pending, label, pendingLabel, inCard = false }: { pending: boolean; label: string; pendingLabel: string; inCard?: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size={inCard ? "default" : "lg"} className={inCard ? "w-full sm:w-fit" : "mt-2 w-full"} disabled={pending || !hydrated}>
      {pending && (
        <Suspense fallback={null}>
          <Spinner />
        </Suspense>
      )}
      {pending ? pendingLabel : label}
    </Button>
  );
}
