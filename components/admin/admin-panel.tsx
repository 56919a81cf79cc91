"use client";
// /admin (docs/product/admin-and-coach.md#access): header with Logout, tabs Users (default),
// Notifications, Coach (docs/decisions.md "The coach's view") and Teams, and the team switcher
// (docs/decisions.md "Teams and roles"). The page checks the role on the server (owner or coach)
// and passes it; this mirrors the client rules (spinner while the user loads, an owner's session
// that lost the role is sent to /dashboard).
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CenteredSpinner, Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UserManagement } from "@/components/admin/user-management";
import { SendNotificationCard } from "@/components/admin/send-notification-card";
import { useLogout } from "@/components/shell/use-logout";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { adminTeam } from "@/lib/client/admin-team";
import { useChooseTeam, useTeams } from "@/lib/client/use-teams";
import { TeamSwitcher } from "@/components/admin/teams/team-switcher";

// The owner's sign-in card (docs/product/sso.md#password-sign-in-off) loads with the Teams tab.
const SignInPolicyCard = dynamic(() => import("@/components/admin/sign-in-policy-card").then((m) => m.SignInPolicyCard), { loading: () => <Spinner /> });

const TeamsTab = dynamic(() => import("@/components/admin/teams/teams-tab").then((m) => m.TeamsTab), { loading: () => <Spinner /> });

// The Coach tab's code (and recharts) loads with the tab.
const CoachView = dynamic(() => import("@/components/admin/coach/coach-view").then((m) => m.CoachView), { loading: () => <Spinner /> });

// The Challenges tab (docs/product/challenges-and-partners.md#the-coachs-side) loads with the tab.
const ChallengesTab = dynamic(() => import("@/components/admin/challenges/challenges-tab").then((m) => m.ChallengesTab), { loading: () => <Spinner /> });
// The conversations' inbox loads with its tab (docs/product/conversations.md#the-coachs-inbox).
const InboxTab = dynamic(() => import("@/components/admin/conversations/inbox-tab").then((m) => m.InboxTab), { loading: () => <Spinner /> });

// The Check-ins tab (docs/product/check-ins.md#the-coachs-side) loads with the tab.
const CheckInsTab = dynamic(() => import("@/components/admin/check-ins/check-ins-tab").then((m) => m.CheckInsTab), { loading: () => <Spinner /> });

// The Message Center loads with the Notifications tab, off the Users tab's first load.
const NotificationCenter = dynamic(() => import("@/components/admin/notification-center").then((m) => m.NotificationCenter), {
  loading: () => <Spinner />,
});

export function AdminPanel({ role = "owner", initialTab = "users" }: { role?: "owner" | "coach"; initialTab?: "users" | "inbox" }) {
  const router = useRouter();
  const { data: user } = useCurrentUser();
  const { data: teams } = useTeams();
  const chooseTeam = useChooseTeam();
  const [team, setTeam] = useState<number | null>(adminTeam());
  const owner = role === "owner";
  const { logout, pending } = useLogout();
  const [tab, setTab] = useState<string>(initialTab);
  const [openMember, setOpenMember] = useState<number | null>(null);
  const openProgress = (userId: number) => {
    setOpenMember(userId);
    setTab("coach");
  };

  useEffect(() => {
    if (owner && user?.isAdmin === false) router.replace("/dashboard");
  }, [owner, user?.isAdmin, router]);

  if (!user || (owner && !user.isAdmin)) return <CenteredSpinner label="Loading" />;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Admin Panel</h1>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <TeamSwitcher
            teams={teams?.teams ?? []}
            value={team}
            owner={owner}
            onChange={(id) => {
              chooseTeam(id);
              setTeam(id);
            }}
          />
          <Button variant="outline" onClick={logout} disabled={pending}>
            {pending ? <Spinner /> : <LogOut />} Logout
          </Button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="h-auto max-w-full flex-wrap justify-start">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="coach">Coach</TabsTrigger>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="teams">Teams</TabsTrigger>
          <TabsTrigger value="challenges">Challenges</TabsTrigger>
          <TabsTrigger value="check-ins">Check-ins</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UserManagement onOpenProgress={openProgress} />
        </TabsContent>
        <TabsContent value="notifications" className="space-y-4">
          <SendNotificationCard />
          <NotificationCenter active={tab === "notifications"} />
        </TabsContent>
        <TabsContent value="coach">{tab === "coach" && <CoachView openMember={openMember} onOpenMember={setOpenMember} />}</TabsContent>
        <TabsContent value="inbox">{tab === "inbox" && <InboxTab />}</TabsContent>
        <TabsContent value="teams" className="space-y-4">
          {tab === "teams" && owner && <SignInPolicyCard />}
          {tab === "teams" && <TeamsTab owner={owner} />}
        </TabsContent>
        <TabsContent value="challenges">{tab === "challenges" && <ChallengesTab owner={owner} />}</TabsContent>
        <TabsContent value="check-ins">{tab === "check-ins" && <CheckInsTab />}</TabsContent>
      </Tabs>
    </div>
  );
}
