"use client";
// One labelled on/off row for local settings (dark mode, sound effects).
import type { IconType } from "@/components/ui/icon";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

export function SettingSwitch(props: {
  id: string;
  icon: IconType;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { id, icon: Icon, label, checked, onCheckedChange } = props;
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="gap-3">
        <Icon className="text-muted-foreground size-4" aria-hidden />
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </div>
  );
}
