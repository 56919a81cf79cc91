"use client";
// The coach's own "Push me new messages" (docs/product/conversations.md#being-told-of-a-new-message),
// in the Inbox tab's header: off by default; the line below says what it does and when no device
// of theirs gets pushes yet.
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/lib/client/toast";
import { useMessagePush } from "@/lib/client/use-inbox";

export const MESSAGE_PUSH_HINTS = {
  off: "Off: new messages show in the bell and here.",
  on: "On: a member's new message is also pushed to your devices.",
  noDevice: "On, but no device gets pushes yet: turn on Notification Settings on your device.",
};

export function MessagePushSwitch() {
  const { query, set } = useMessagePush();
  const on = query.data?.on ?? false;
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <Switch
          id="message-push"
          checked={on}
          disabled={!query.data || set.isPending}
          onCheckedChange={(next) => set.mutate(next, { onError: (error) => notify("error", "Could not save", error.message) })}
        />
        <Label htmlFor="message-push">Push me new messages</Label>
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite" data-testid="message-push-hint">
        {!on ? MESSAGE_PUSH_HINTS.off : query.data?.devices ? MESSAGE_PUSH_HINTS.on : MESSAGE_PUSH_HINTS.noDevice}
      </p>
    </div>
  );
}
