"use client";
// Profile > Calendar feed (docs/product/calendar-feed.md): the member's private ICS address for
// Google Calendar, Apple Calendar and others, a copy button, and a new address that revokes the old.
import { CalendarDays, Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SettingsCard } from "@/components/shared/settings-card";
import { notify } from "@/lib/client/toast";
import { useCalendarFeed, useRenewCalendarFeed } from "@/lib/client/use-calendar-feed";

export function CalendarFeedCard() {
  const { data } = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const url = data?.url ?? null;
  const make = () =>
    renew.mutate(undefined, {
      onSuccess: () => url && notify("success", "New calendar address", "The old address no longer works."),
      onError: (error) => notify("error", "Could not make a calendar address", error.message),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify("success", "Copied", "Paste it into your calendar app as a subscription.");
    } catch {
      notify("error", "Could not copy", "Select the address and copy it yourself.");
    }
  };
  return (
    <SettingsCard id="calendar-feed-title" title="Calendar feed" gap={3}>
      <p className="text-muted-foreground text-sm">
        Subscribe to your SMART goal deadlines in Google Calendar, Apple Calendar or any calendar app. The address is private:
        anyone who has it can read these dates.
      </p>
      {url ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="calendar-feed-url">Your private calendar address</Label>
            <div className="flex gap-2">
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button type="button" variant="outline" onClick={copy} aria-label="Copy the calendar address">
                <Copy aria-hidden />
              </Button>
            </div>
          </div>
          <div>
            <Button type="button" variant="outline" onClick={make} disabled={renew.isPending}>
              <RefreshCw aria-hidden />
              Revoke and make a new address
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={make} disabled={!data || renew.isPending}>
            <CalendarDays aria-hidden />
            Make my calendar address
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}
