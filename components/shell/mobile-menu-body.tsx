"use client";
// The phone menu's panel (docs/product/shell-and-sign-in.md#the-shell): the member, points, section links, dark mode, sound,
// Notification Settings, Reset Journal and Logout. Loaded with the menu's first open (mobile-menu).
import { NavLink } from "@/components/shared/nav-link";
import { ChevronRight, LogOut, RotateCcw, Settings2, Star } from "lucide-react";
import type { CurrentUser } from "@/lib/schemas/user";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { MENU_ANCHORS } from "@/components/shell/nav-items";
import { ThemeSwitch } from "@/components/shell/theme-switch";
import { SoundToggle } from "@/components/celebration/sound-toggle";
import { openResetDialog } from "@/components/journal/reset-dialog-store";
import { preloadResetDialog } from "@/components/journal/reset-dialog";
import { UserAvatar } from "@/components/shared/user-avatar";
import { MenuCoachLink } from "@/components/conversations/menu-coach-link";

/** The Reset Journal entry of the mobile menu: opens the one Reset Journal Entries dialog. */
function MenuResetJournalButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={preloadResetDialog}
      onFocus={preloadResetDialog}
      className="hover:bg-accent hover:text-accent-foreground flex w-full items-center gap-3 rounded-md px-3 py-2 text-left"
    >
      <RotateCcw className="text-primary size-4" aria-hidden />
      <span className="grid">
        <span className="text-sm font-medium">Reset Journal</span>
        <span className="text-muted-foreground text-xs">Preserves SMART goals</span>
      </span>
    </button>
  );
}

export type MobileMenuBodyProps = {
  user: CurrentUser | undefined;
  username: string;
  onLogout: () => void;
  loggingOut: boolean;
  closeMenu: () => void;
  openPushSettings: () => void;
};

export function MobileMenuBody({ user, username, onLogout, loggingOut, closeMenu, openPushSettings }: MobileMenuBodyProps) {
  return (
    <>
      <SheetHeader className="border-b">
        <div className="flex items-center gap-3">
          <UserAvatar username={username} picture={user?.profilePicture} className="size-10" />
          <div className="grid">
            <SheetTitle>{username}</SheetTitle>
            <SheetDescription>Menu</SheetDescription>
          </div>
        </div>
      </SheetHeader>
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
        <div className="bg-gold/20 dark:bg-gold/10 flex items-center justify-between rounded-lg px-3 py-2" data-testid="menu-points">
          <span className="flex items-center gap-2 text-sm font-medium">
            <Star className="text-cardinal-700 dark:text-gold size-4 fill-current" aria-hidden />
            Points
          </span>
          <span className="text-lg font-bold tabular-nums">{(user?.xpPoints ?? 0).toLocaleString("en-US")}</span>
        </div>
        <nav aria-label="Sections" className="grid gap-1">
          {MENU_ANCHORS.map(({ href, label }) => (
            <NavLink
              key={href}
              href={href}
              onClick={closeMenu}
              className="hover:bg-accent hover:text-accent-foreground flex items-center justify-between rounded-md px-3 py-2 text-sm font-medium"
            >
              {label}
              <ChevronRight className="text-muted-foreground size-4" aria-hidden />
            </NavLink>
          ))}
          <MenuCoachLink onClick={closeMenu} />
        </nav>
        <Separator />
        <div className="grid gap-3 px-3">
          <ThemeSwitch id="menu-dark-mode" />
          <SoundToggle id="menu-sound" />
        </div>
        <button
          type="button"
          onClick={() => {
            closeMenu();
            openPushSettings();
          }}
          className="hover:bg-accent hover:text-accent-foreground flex w-full items-center gap-3 rounded-md px-3 py-2 text-left"
        >
          <Settings2 className="text-primary size-4" aria-hidden />
          <span className="text-sm font-medium">Notification Settings</span>
        </button>
        {user && (
          <MenuResetJournalButton
            onClick={() => {
              closeMenu();
              openResetDialog();
            }}
          />
        )}
      </div>
      <div className="border-t p-4">
        <Button variant="outline" className="w-full" onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? <Spinner /> : <LogOut />}
          Logout
        </Button>
      </div>
    </>
  );
}
