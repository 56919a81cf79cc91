"use client";

import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SettingSwitch } from "@/components/shell/setting-switch";
import { useTheme } from "@/components/shell/use-theme";

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      onClick={toggleTheme}
      aria-label={dark ? "Switch to light mode" : "Switch to dark mode"}
      title={dark ? "Light mode" : "Dark mode"}
    >
      {dark ? <Sun className="size-5" /> : <Moon className="size-5" />}
    </Button>
  );
}

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
