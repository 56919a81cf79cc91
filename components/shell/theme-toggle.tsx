"use client";
// The header's dark mode button (the Dark Mode switch of the menu and profile: theme-switch).

import { MoonIcon as Moon, SunIcon as Sun } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
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
