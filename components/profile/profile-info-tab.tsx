"use client";
// Profile Information (docs/product/profile.md#profile-information): avatar with Upload Picture (and Selfie / Camera on phones), the
// member's numbers, editable Username and time zone, Save Changes; preferences and the data export.
import { Suspense, useState } from "react";
import { lazyAfterLoad } from "@/components/shared/later";
import { Flame, Star } from "lucide-react";
import { FormField, SubmitButton, VERBATIM } from "@/components/auth/form-fields";
import { PictureButtons } from "@/components/profile/picture-buttons";
import { profileChanges, type ProfileDraft } from "@/components/profile/profile-changes";
import { profileToasts, showError } from "@/components/profile/profile-toasts";
import { DownloadDataCard } from "@/components/profile/download-data-card";
import { CoachSharingCard } from "@/components/profile/coach-sharing-card";
import { FairStreakCard } from "@/components/profile/fair-streak-card";
import { TimeZoneField, timeZoneOptions } from "@/components/profile/time-zone-field";
import { PreferencesCard } from "@/components/shell/preferences-card";
import { UserAvatar } from "@/components/shared/user-avatar";
import { Button } from "@/components/ui/button";
import { useUpdateProfile } from "@/lib/client/use-profile";
import { useLoadedStreak } from "@/lib/client/use-streak";
import type { CurrentUser } from "@/lib/schemas/user";
import { SettingsCard } from "@/components/shared/settings-card";

// Below the first screen: its code loads after the page (docs/decisions.md "Script budgets").
const CalendarFeedCard = lazyAfterLoad(() => import("@/components/profile/calendar-feed-card").then((m) => m.CalendarFeedCard));
const ImportCard = lazyAfterLoad(() => import("@/components/profile/import-card").then((m) => m.ImportCard));

const TIME_ZONE_UNKNOWN = "Please choose a time zone from the list.";

function memberSince(user: CurrentUser) {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: user.timeZone }).format(new Date(user.dateCreated));
}

function Stat({ icon: Icon, label, value }: { icon: typeof Star; label: string; value: string }) {
  return (
    <div className="bg-muted/50 rounded-xl border p-3 text-center">
      <Icon className="text-cardinal-700 dark:text-gold-300 mx-auto mb-1 size-5" aria-hidden />
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

export function ProfileInfoTab({ user }: { user: CurrentUser }) {
  const saved: ProfileDraft = { username: user.username, timeZone: user.timeZone, profilePicture: user.profilePicture };
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const update = useUpdateProfile();
  // The day start as last saved in "Rest, pauses and your day" (the card below loads it), else the user's.
  const { data: streakView } = useLoadedStreak();
  const set = (patch: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function save(event: React.FormEvent) {
    event.preventDefault();
    const changes = profileChanges(saved, draft);
    if (Object.keys(changes).length === 0) return profileToasts.noChanges();
    if (changes.timeZone !== undefined && !timeZoneOptions(saved.timeZone).includes(changes.timeZone)) return showError(TIME_ZONE_UNKNOWN);
    update.mutate(changes, {
      onSuccess: (fresh) => {
        setDraft({ username: fresh.username, timeZone: fresh.timeZone, profilePicture: fresh.profilePicture });
        profileToasts.updated();
      },
      onError: profileToasts.updateFailed,
    });
  }

  return (
    <div className="grid gap-6">
      <SettingsCard id="profile-info-title" title="Profile Information" gap={6} hiddenTitle>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <UserAvatar username={draft.username || user.username} picture={draft.profilePicture} className="size-24 text-3xl" />
          <div className="grid gap-3 text-center sm:text-left">
            <div>
              <p className="text-xl font-bold" data-testid="profile-username">
                {user.username}
              </p>
              <p className="text-muted-foreground text-sm">Member since {memberSince(user)}</p>
            </div>
            <PictureButtons onPicture={(profilePicture) => set({ profilePicture })} />
            {draft.profilePicture && (
              <Button type="button" variant="ghost" size="sm" className="w-fit justify-self-center sm:justify-self-start" onClick={() => set({ profilePicture: null })}>
                Remove picture
              </Button>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Stat icon={Star} label="Points" value={user.xpPoints.toLocaleString("en-US")} />
          <Stat icon={Flame} label="Current Streak" value={`${user.streak} ${user.streak === 1 ? "day" : "days"}`} />
        </dl>
        <form onSubmit={save} className="grid gap-4">
          <FormField id="profile-username" label="Username" value={draft.username} onValueChange={(username) => set({ username })} autoComplete="username" {...VERBATIM} />
          <TimeZoneField value={draft.timeZone} saved={saved.timeZone} dayStartHour={streakView?.dayStartHour ?? user.dayStartHour} onChange={(timeZone) => set({ timeZone })} />
          <SubmitButton inCard pending={update.isPending} label="Save Changes" pendingLabel="Saving..." />
        </form>
      </SettingsCard>
      <PreferencesCard />
      <FairStreakCard />
      <DownloadDataCard />
      <Suspense fallback={null}>
        <ImportCard />
      </Suspense>
      <Suspense fallback={null}>
        <CalendarFeedCard />
      </Suspense>
      <CoachSharingCard />
    </div>
  );
}
