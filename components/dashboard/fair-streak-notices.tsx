"use client";
// The dashboard's fair-streak notices (docs/decisions.md "Fair streaks"), in the browser only:
//  - the travel prompt, once per new zone: when the device's zone differs from the member's and
//    they have not answered for that zone yet. Either answer is saved, so it does not come back;
//    "Switch" moves their Reach day to the device's zone (the server never resets a date twice).
//  - the freeze notice ("A freeze kept your 12-day streak") as a toast at the next visit, then
//    cleared on the server.
import { useEffect, useRef } from "react";
import { Plane } from "lucide-react";
import { browserTimeZone } from "@/lib/client/browser-time-zone";
import { Button } from "@/components/ui/button";
import { serverMessageOf } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { useAnswerTravel, useClearFreezeNotice } from "@/lib/client/use-streak";
import type { CurrentUser } from "@/lib/schemas/user";

/** "Your device is in Asia/Tokyo; your Reach day follows Europe/Berlin. Switch?" */
export const travelPromptText = (device: string, member: string) => `Your device is in ${device}; your Reach day follows ${member}. Switch?`;

/** Offer the switch? Only for a device zone that differs from the member's and was not answered yet. */
export function shouldOfferSwitch(user: Pick<CurrentUser, "timeZone" | "travelPromptZone">, device: string): boolean {
  return !!device && device !== user.timeZone && device !== user.travelPromptZone;
}

export function TravelPrompt({ user }: { user: CurrentUser }) {
  const answer = useAnswerTravel();
  const device = browserTimeZone();
  if (!shouldOfferSwitch(user, device) || answer.isSuccess) return null;
  const reply = (doSwitch: boolean) =>
    answer.mutate(
      { timeZone: device, switch: doSwitch },
      {
        onSuccess: () => doSwitch && toast({ title: "Time zone switched", description: `Your Reach day now follows ${device}.`, variant: "success" }),
        onError: (error) => toast({ title: "Error", description: `Failed to switch: ${serverMessageOf(error) ?? String(error)}`, variant: "destructive" }),
      },
    );
  return (
    <section aria-label="Time zone" className="bg-card flex flex-wrap items-center gap-3 rounded-xl border p-4" data-testid="travel-prompt">
      <Plane className="text-cardinal-700 dark:text-gold-300 size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 text-sm">{travelPromptText(device, user.timeZone)}</p>
      <div className="flex gap-2">
        <Button type="button" size="sm" disabled={answer.isPending} onClick={() => reply(true)}>
          Switch
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={answer.isPending} onClick={() => reply(false)}>
          Keep {user.timeZone}
        </Button>
      </div>
    </section>
  );
}

export function FreezeNotice({ user }: { user: CurrentUser }) {
  const clear = useClearFreezeNotice();
  const shown = useRef<string | null>(null);
  const notice = user.freezeNotice;
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    toast({ title: "Streak kept", description: notice, variant: "success" });
    clear.mutate();
  }, [notice, clear]);
  return null;
}

export function FairStreakNotices({ user }: { user: CurrentUser | undefined }) {
  if (!user) return null;
  return (
    <>
      <TravelPrompt user={user} />
      <FreezeNotice user={user} />
    </>
  );
}
