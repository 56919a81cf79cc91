"use client";
// The phone menu's button; the panel (mobile-menu-body) and the sheet's code load when it first
// opens, or when the pointer or focus reaches the button (docs/decisions.md "Loaded when used, not with the page").
import { lazy, useState } from "react";
import { MenuIcon as Menu } from "@/components/ui/icons";
import type { CurrentUser } from "@/lib/schemas/user";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "@/components/ui/lazy-sheet";
import { LazyPushSettingsDialog, preloadPushSettings } from "@/components/shell/lazy-push-settings";

const loadBody = () => import("@/components/shell/mobile-menu-body");
const MobileMenuBody = lazy(() => loadBody().then((m) => ({ default: m.MobileMenuBody })));
const preloadBody = () => void loadBody().catch(() => undefined);

type Props = { user: CurrentUser | undefined; username: string; onLogout: () => void; loggingOut: boolean };

export function MobileMenu({ user, username, onLogout, loggingOut }: Props) {
  const [open, setOpen] = useState(false);
  const [pushOpen, setPushOpen] = useState(false);
  return (
    <>
      <LazyPushSettingsDialog open={pushOpen} onOpenChange={setPushOpen} />
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild onPointerEnter={preloadBody} onFocus={preloadBody}>
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
            <Menu className="size-5" />
          </Button>
        </SheetTrigger>
        <SheetContent side="right" className="w-72 gap-0">
          <MobileMenuBody
            user={user}
            username={username}
            onLogout={onLogout}
            loggingOut={loggingOut}
            closeMenu={() => setOpen(false)}
            openPushSettings={() => {
              preloadPushSettings();
              setPushOpen(true);
            }}
          />
        </SheetContent>
      </Sheet>
    </>
  );
}
