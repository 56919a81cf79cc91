"use client";
// Notification Settings for the header and the phone menu: the dialog's code (push states,
// subscription calls) loads when it first opens, or when the pointer or focus reaches the
// header button, so it is not in the first-load script (docs/decisions.md "Loaded when used, not with the page").
import { lazy, Suspense, useState } from "react";
import { Settings2Icon as Settings2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { preloadDialog } from "@/components/ui/lazy-dialog";

const load = () => import("@/components/notifications/push-settings-dialog");
const PushSettingsDialog = lazy(() => load().then((m) => ({ default: m.PushSettingsDialog })));

export function preloadPushSettings() {
  preloadDialog();
  void load().catch(() => undefined);
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The dialog, mounted from its first open on (its close animation, its state). */
export function LazyPushSettingsDialog({ open, onOpenChange }: Props) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PushSettingsDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The header's push settings button (a settings icon: the bell beside it is the inbox), with its dialog. */
export function PushSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Notification Settings"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPushSettings}
        onFocus={preloadPushSettings}
        data-testid="push-settings-button"
      >
        <Settings2 />
      </Button>
      <LazyPushSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
