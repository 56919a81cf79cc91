"use client";

import { NavLink } from "@/components/shared/nav-link";
import { LogOutIcon as LogOut } from "@/components/ui/icons";
import type { CurrentUser } from "@/lib/schemas/user";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { BrandMark } from "@/components/shared/brand-mark";
import { HeaderClock } from "@/components/shell/header-clock";
import { HeaderStats } from "@/components/shell/header-stats";
import { MobileMenu } from "@/components/shell/mobile-menu";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { PushSettingsButton } from "@/components/shell/lazy-push-settings";
import { HeaderResetButton } from "@/components/journal/reset-triggers";
import { ThemeToggle } from "@/components/shell/theme-toggle";
import { UserAvatar } from "@/components/shared/user-avatar";
import { useLogout } from "@/components/shell/use-logout";
import { useEffect, useState } from "react";
import { whenIdle } from "@/lib/client/when-idle";

type CoachEntryModule = typeof import("@/components/conversations/coach-entry");

export function AppHeader({ user, username }: { user: CurrentUser | undefined; username: string }) {
  const { logout, pending } = useLogout();
  // The "Coach" entry with its unread count loads when the browser is idle, as the shell's push and
  // offline code (docs/decisions.md "Conversations"): rendered by the server, or through lazy() and
  // Suspense, its chunk joined every screen's first-load script (about 1 kB).
  const [coach, setCoach] = useState<CoachEntryModule | null>(null);
  useEffect(() => whenIdle(() => void import("@/components/conversations/coach-entry").then(setCoach).catch(() => {}), 1_000), []);
  return (
    <header className="bg-background sticky top-0 z-40 border-b">
      <div aria-hidden className="from-cardinal via-cardinal-600 to-gold h-1 bg-gradient-to-r" />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <NavLink href="/dashboard" className="flex shrink-0 items-center gap-2" aria-label="Reach home">
          <BrandMark />
          <span className="text-primary hidden text-lg font-bold tracking-tight sm:inline dark:text-white">Reach</span>
        </NavLink>
        <div aria-hidden className="bg-border hidden h-8 w-px sm:block" />
        <HeaderClock timeZone={user?.timeZone} className="min-w-0" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderStats streak={user?.streak ?? 0} points={user?.xpPoints ?? 0} />
          {coach && <coach.CoachEntry />}
          <NotificationBell />
          <div className="hidden items-center gap-1 md:flex">
            <PushSettingsButton />
            {user && <HeaderResetButton />}
            <ThemeToggle />
          </div>
          <div className="flex items-center gap-2 sm:pl-1" data-testid="header-user">
            <UserAvatar username={username} picture={user?.profilePicture} />
            <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{username}</span>
          </div>
          <Button variant="ghost" size="sm" className="hidden md:inline-flex" onClick={logout} disabled={pending}>
            {pending ? <Spinner /> : <LogOut />}
            Logout
          </Button>
          <MobileMenu user={user} username={username} onLogout={logout} loggingOut={pending} />
        </div>
      </div>
    </header>
  );
}
