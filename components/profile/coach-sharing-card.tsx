"use client";
// "What your coach sees" (docs/decisions.md "The coach's view"): the list of what admins (the
// community's coaches) see, and the switch "Share my journal with my coach", off by default, with
// the date it was turned on. Turning it off hides the text from the coach at once (the server
// clears the date; the coach's next read has no text).
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useCoachSharing, useSetCoachSharing } from "@/lib/client/use-coach";
import { notify } from "@/lib/client/toast";
import { SettingsCard } from "@/components/shared/settings-card";

const SEES = [
  "Your activity: the days you were active, your streak and best streak",
  "Completion rates of your daily tasks, mindset exercises and journal",
  "Your SMART goals: titles, deadlines and completion",
  "Your points by source and your badges",
];

export function CoachSharingCard() {
  const { data } = useCoachSharing();
  const set = useSetCoachSharing();
  const on = data?.share ?? false;
  const since = data?.sharedSince ? new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(data.sharedSince)) : null;
  return (
    <SettingsCard id="coach-sees-title" title="What your coach sees" gap={3}>
      <ul className="text-muted-foreground list-inside list-disc text-sm">
        {SEES.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>Your journal text (behavior, learned, accomplished, mindset texts, notes) only while you share it below</li>
        <li>Never your toolkit widgets&apos; data: it stays in this browser</li>
      </ul>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="coach-sharing">Share my journal with my coach</Label>
        <Switch
          id="coach-sharing"
          checked={on}
          disabled={!data || set.isPending}
          onCheckedChange={(share) => set.mutate(share, { onError: (error) => notify("error", "Could not save", error.message) })}
        />
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {on && since ? `Shared since ${since}. Turning it off hides your journal from your coach at once.` : "Off: your coach cannot read your journal."}
      </p>
    </SettingsCard>
  );
}
