"use client";
// The signed-in frame (docs/product/shell-and-sign-in.md#the-shell): header, main, footer, bottom navigation. The server layout
// hydrates the session and user; while the session is still resolving a spinner shows; while a
// link's navigation is pending, the next screen's loading state shows in main; and a
// session that turns out to be gone (ended elsewhere, noticed on window focus) goes to "/".
// Once idle, a push subscription the server does not know yet is sent again (use-push), and the
// offline part loads (components/offline/offline-runtime: the device copy of the data, the bar).
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useSession } from "@/lib/client/use-session";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { CenteredSpinner } from "@/components/ui/spinner";
import { AppFooter } from "@/components/shell/app-footer";
import { AppHeader } from "@/components/shell/app-header";
import { BottomNav } from "@/components/shell/bottom-nav";
import { CelebrationHost } from "@/components/celebration/celebration-host";
import { ResetDialog } from "@/components/journal/reset-dialog";
import { NavigationProvider } from "@/components/shared/navigation-context";
import { ScreenOrLoading } from "@/components/shell/navigation";
import { whenIdle } from "@/lib/client/when-idle";

/** `staff`: the owner or a coach (docs/decisions.md "Teams and roles"): the Admin item shows; the session's isAdmin when not given. */
export function AppShell({ children, staff }: { children: React.ReactNode; staff?: boolean }) {
  const router = useRouter();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const signedOut = session.isSuccess && !session.data;

  useEffect(() => {
    if (signedOut) router.replace("/");
  }, [signedOut, router]);

  const signedIn = !!session.data;
  const [offline, setOffline] = useState<typeof import("@/components/offline/offline-runtime") | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    // Loaded when idle: the push and offline code stay out of every screen's first-load script.
    return whenIdle(() => {
      void import("@/lib/client/use-push").then((m) => m.resyncPushSubscription()).catch(() => {});
      void import("@/components/offline/offline-runtime").then(setOffline).catch(() => {});
    }, 1_000);
  }, [signedIn]);

  if (!session.data) return <CenteredSpinner className="min-h-dvh" label="Checking your session" />;

  return (
    <NavigationProvider>
      <div className="bg-background flex min-h-dvh flex-col">
        <AppHeader user={user ?? undefined} username={session.data.username} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
          <ScreenOrLoading>{children}</ScreenOrLoading>
        </main>
        <div className="pb-16">
          <AppFooter />
        </div>
        <BottomNav isAdmin={staff ?? session.data.isAdmin} />
        <ResetDialog user={user ?? undefined} />
        <CelebrationHost />
        {offline && <offline.OfflineRuntime memberId={session.data.userId} />}
      </div>
    </NavigationProvider>
  );
}
