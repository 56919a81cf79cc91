"use client";
// The mute switch for achievement sounds (for the profile page and anywhere settings live).
import { Volume2Icon, VolumeXIcon } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useSoundEnabled } from "@/components/celebration/sound";

export function SoundToggle({ id = "sound-enabled" }: { id?: string }) {
  const [enabled, setEnabled] = useSoundEnabled();
  const Icon = enabled ? Volume2Icon : VolumeXIcon;
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="flex items-center gap-2">
        <Icon className="size-4" aria-hidden />
        Sound effects
      </Label>
      <Switch id={id} checked={enabled} onCheckedChange={setEnabled} />
    </div>
  );
}
