"use client";
// The mute switch for achievement sounds (mobile menu and the profile page's preferences).
import { Volume2Icon, VolumeXIcon } from "lucide-react";
import { SettingSwitch } from "@/components/shared/setting-switch";
import { useSoundEnabled } from "@/components/celebration/sound";

export function SoundToggle({ id = "sound-enabled" }: { id?: string }) {
  const [enabled, setEnabled] = useSoundEnabled();
  return (
    <SettingSwitch
      id={id}
      icon={enabled ? Volume2Icon : VolumeXIcon}
      label="Sound effects"
      checked={enabled}
      onCheckedChange={setEnabled}
    />
  );
}
