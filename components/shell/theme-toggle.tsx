"use client";

import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
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
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id} className="gap-3">
        <Moon className="text-muted-foreground size-4" aria-hidden />
        Dark Mode
      </Label>
      <Switch id={id} checked={theme === "dark"} onCheckedChange={(on) => setTheme(on ? "dark" : "light")} />
    </div>
  );
}
