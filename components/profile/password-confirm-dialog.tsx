"use client";
// An action on the account's ways in confirmed with the member's password (docs/decisions.md
// "Connecting the provider needs proof"): connect and disconnect the identity provider.
import { useState } from "react";
import { FormField } from "@/components/auth/form-fields";
import { FormDialog, type FormDialogProps } from "@/components/shared/form-dialog";
import { notify } from "@/lib/client/toast";

type Props = Omit<FormDialogProps, "onSubmit" | "onClosed" | "children" | "validate"> & {
  /** The password field's id (the page may hold more than one of these dialogs). */
  fieldId: string;
  onConfirm: (password: string, close: () => void) => void;
};

export function PasswordConfirmDialog({ fieldId, onConfirm, ...dialog }: Props) {
  const [password, setPassword] = useState("");
  return (
    <FormDialog
      {...dialog}
      onClosed={() => setPassword("")}
      onSubmit={(close) => (password ? onConfirm(password, close) : notify("error", "Error", "Please enter your password."))}
    >
      <FormField id={fieldId} label="Password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} />
    </FormDialog>
  );
}
