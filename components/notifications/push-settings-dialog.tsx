"use client";
// "Notification Settings" (docs/product/notifications.md#web-push, #push-messages): the four push states - unsupported (a notice
// only), permission not granted, granted but not subscribed, subscribed - with enable, disable
// and a test push, each ending in one of the s8 messages; below, the member's devices with their
// delivery health and a Remove button (docs/decisions.md "The job queue"). Loaded on first open by
// components/shell/lazy-push-settings (the header button and the phone menu).
import { BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { notify, toast } from "@/lib/client/toast";
import { PUSH_MESSAGES, usePushSettings } from "@/lib/client/use-push";
import { PushDevices } from "@/components/notifications/push-devices";
import { InstallApp } from "@/components/notifications/install-app";
import { useRefreshPushDevices } from "@/lib/client/use-push-devices";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function report(error: string | null, success: string) {
  if (!error) return notify("success", success);
  if (error === PUSH_MESSAGES.denied) return toast({ title: PUSH_MESSAGES.denied, description: PUSH_MESSAGES.deniedHint, variant: "destructive" });
  return toast({ title: "Error", description: error, variant: "destructive" });
}

export function PushSettingsDialog({ open, onOpenChange }: Props) {
  const push = usePushSettings(open);
  const refreshDevices = useRefreshPushDevices();
  const enable = async () => {
    report(await push.enable(), PUSH_MESSAGES.enabled);
    refreshDevices();
  };
  const disable = async () => {
    report(await push.disable(), PUSH_MESSAGES.disabled);
    refreshDevices();
  };
  const sendTest = async () => report(await push.sendTest(), PUSH_MESSAGES.testSent);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Notification Settings</DialogTitle>
          <DialogDescription>Get reminders, achievements and messages from your coach even when Reach is closed.</DialogDescription>
        </DialogHeader>
        <InstallApp />
        <div data-testid="push-state" data-state={push.state} className="space-y-3 text-sm">
          {push.state === "checking" && <Spinner />}
          {push.state === "unsupported" && <p className="text-muted-foreground">{PUSH_MESSAGES.unsupported}</p>}
          {push.state === "permission-needed" && (
            <>
              <p>Allow notifications in your browser to receive push notifications.</p>
              {push.denied && (
                <p className="text-destructive">
                  {PUSH_MESSAGES.denied}: {PUSH_MESSAGES.deniedHint}.
                </p>
              )}
              <Button onClick={enable} disabled={push.pending}>
                <BellRing /> {push.pending ? "Enabling..." : "Enable Notifications"}
              </Button>
            </>
          )}
          {push.state === "unsubscribed" && (
            <>
              <p>Push notifications are turned off on this device.</p>
              <Button onClick={enable} disabled={push.pending}>
                <BellRing /> {push.pending ? "Enabling..." : "Enable Notifications"}
              </Button>
            </>
          )}
          {push.state === "subscribed" && (
            <>
              <p>Push notifications are turned on for this device.</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={sendTest} disabled={push.pending}>
                  Send Test Notification
                </Button>
                <Button variant="destructive" onClick={disable} disabled={push.pending}>
                  {push.pending ? "Disabling..." : "Disable Notifications"}
                </Button>
              </div>
            </>
          )}
        </div>
        <PushDevices active={open} />
      </DialogContent>
    </Dialog>
  );
}
