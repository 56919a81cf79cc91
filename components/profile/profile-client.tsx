"use client";
// /profile (docs/product/profile.md#the-profile-page): 'User Profile' with three tabs, Profile Information, Security, Achievements.
// Only Profile Information is on the first load: the other two tabs' code (the password form's
// zod rules, the delete-account dialog, the badges and the points history) loads when a tab is
// pointed at, focused or chosen (at the latest when the browser is idle some seconds after the
// page loaded, out of the way of the first load, so the tabs still open when the connection drops
// later), and the tab switches once its panel is ready (a transition,
// so no loading state flashes in between; docs/decisions.md "No Suspense boundary around a member screen's first HTML").
import { lazy, Suspense, useEffect, useState, useTransition } from "react";
import { ProfileInfoTab } from "@/components/profile/profile-info-tab";
import { TabPanels } from "@/components/shared/tab-panels";
import { lazyAfterLoad } from "@/components/shared/later";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { whenIdle } from "@/lib/client/when-idle";

// "Your team" is below the profile form: its code loads after the page (docs/decisions.md "Script budgets").
const MyTeamCard = lazyAfterLoad(() => import("@/components/profile/my-team-card").then((m) => m.MyTeamCard));
const loadSecurity = () => import("@/components/profile/security-tab");
const loadAchievements = () => import("@/components/profile/achievements-tab");
const SecurityTab = lazy(() => loadSecurity().then((m) => ({ default: m.SecurityTab })));
const AchievementsTab = lazy(() => loadAchievements().then((m) => ({ default: m.AchievementsTab })));

const TABS = [
  { value: "profile", label: "Profile Information" },
  { value: "security", label: "Security" },
  { value: "achievements", label: "Achievements" },
] as const;
type Tab = (typeof TABS)[number]["value"];

const PRELOAD: Record<Tab, (() => Promise<unknown>) | null> = { profile: null, security: loadSecurity, achievements: loadAchievements };
const preload = (tab: Tab) => void PRELOAD[tab]?.().catch(() => undefined);
/** The other tabs' code loads by itself this long after the page, when the browser is idle. */
const PRELOAD_AFTER_MS = 8_000;

export function ProfileClient({ initialTab = "profile" }: { initialTab?: Tab }) {
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [, startTransition] = useTransition();
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => TABS.forEach((t) => preload(t.value)));
    }, PRELOAD_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  if (!user) return <CenteredSpinner />;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Profile</h1>
      <TabPanels tabs={TABS} value={tab} onValueChange={(next) => startTransition(() => setTab(next))} onIntent={preload} listClassName="w-full" panelClassName="mt-4">
        {/* Profile Information is not inside the Suspense boundary: React streams a boundary's HTML
            after the page and reveals it later, so the footer painted first and then moved down. */}
        {tab === "profile" ? (
          <div className="grid gap-6">
            <ProfileInfoTab user={user} />
            <Suspense fallback={null}>
              <MyTeamCard />
            </Suspense>
          </div>
        ) : (
          <Suspense fallback={<CenteredSpinner />}>
            {tab === "security" ? <SecurityTab username={user.username} /> : <AchievementsTab badges={user.badges} />}
          </Suspense>
        )}
      </TabPanels>
    </div>
  );
}
