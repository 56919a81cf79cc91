"use client";
// Local preferences (theme, achievement sounds), reachable on every screen size from /profile.
import { SoundToggle } from "@/components/celebration/sound-toggle";
import { ThemeSwitch } from "@/components/shell/theme-switch";
import { SettingsCard } from "@/components/shared/settings-card";

export function PreferencesCard() {
  return (
    <SettingsCard id="preferences-title" title="Preferences">
      <ThemeSwitch id="profile-dark-mode" />
      <SoundToggle id="profile-sound" />
    </SettingsCard>
  );
}
