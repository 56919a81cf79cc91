"use client";
// "Install Reach" where the engine offers it, and on iPhone Safari how to add Reach to the Home
// Screen, which Web Push needs there (docs/product/offline.md#install). Shown in the push dialog.
import { Download, Share } from "lucide-react";
import { Button } from "@/components/ui/button";
import { needsHomeScreenForPush, promptInstall, useCanInstall } from "@/lib/client/install-prompt";

export const HOME_SCREEN_HINT = "To get notifications on iPhone, add Reach to your Home Screen: tap Share, then \u201cAdd to Home Screen\u201d, and open Reach from there.";

export function InstallApp() {
  const canInstall = useCanInstall();
  const homeScreen = typeof navigator !== "undefined" && needsHomeScreenForPush();
  if (homeScreen)
    return (
      <p data-testid="home-screen-hint" className="flex gap-2 rounded-md border p-3 text-sm">
        <Share className="mt-0.5 size-4 shrink-0" aria-hidden />
        {HOME_SCREEN_HINT}
      </p>
    );
  if (!canInstall) return null;
  return (
    <Button variant="outline" data-testid="install-app" onClick={() => void promptInstall()}>
      <Download /> Install Reach
    </Button>
  );
}
