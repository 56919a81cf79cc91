"use client";
// The idle warning (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle): after 60 minutes without activity, 5 minutes before
// auto-logout. Only its two buttons answer it.
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { holdCelebrations } from "@/lib/client/celebration";

export const WARNING_TITLE = "Session Expiring Soon";

export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

type Props = { open: boolean; logoutAt: number | null; onContinue: () => void; onLogout: () => void };

export function SessionWarningDialog({ open, logoutAt, onContinue, onLogout }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [open]);
  const left = logoutAt === null ? 0 : Math.max(logoutAt - now, 0);
  // The warning wins over a celebration: it closes one that is open and holds new ones until answered.
  useEffect(() => {
    holdCelebrations(open);
    return () => holdCelebrations(false);
  }, [open]);

  return (
    <ConfirmDialog
      open={open}
      buttonsOnly
      title={WARNING_TITLE}
      description={
        <>
          You have been inactive for 60 minutes. For your security you will be logged out in{" "}
          <span className="text-foreground font-semibold tabular-nums" data-testid="logout-countdown">
            {formatCountdown(left)}
          </span>
          .
        </>
      }
      cancelLabel="Logout Now"
      onCancel={onLogout}
      confirmLabel="Continue Session"
      focusConfirm
      onConfirm={onContinue}
    />
  );
}
