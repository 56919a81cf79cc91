"use client";
// Local preferences (theme, achievement sounds), reachable on every screen size from /profile.
import { SoundToggle } from "@/components/celebration/sound-toggle";
import { ThemeSwitch } from "@/components/shell/theme-switch";

export function PreferencesCard() {
  return (
    <section aria-labelledby="preferences-title" className="bg-card grid gap-4 rounded-xl border p-5">
      <h2 id="preferences-title" className="font-semibold">
        Preferences
      </h2>
      <ThemeSwitch id="profile-dark-mode" />
      <SoundToggle id="profile-sound" />
    </section>
  );
}
