"use client";
// The Dark Mode switch of the phone menu and the profile's preferences (its own module, so the
// header's button does not bring the switch's code into the first load, docs/decisions.md "Loaded when used, not with the page").
import { MoonIcon as Moon } from "@/components/ui/icons";
import { SettingSwitch } from "@/components/shared/setting-switch";
import { useTheme } from "@/components/shell/use-theme";

export function ThemeSwitch({ id = "dark-mode-switch" }: { id?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <SettingSwitch
      id={id}
      icon={Moon}
      label="Dark Mode"
      checked={theme === "dark"}
      onCheckedChange={(on) => setTheme(on ? "dark" : "light")}
    />
  );
}
