"use client";
// /profile (02 s2): 'User Profile' with three tabs, Profile Information, Security, Achievements.
import { PointsHistory } from "@/components/points/points-history";
import { AchievementsTab } from "@/components/profile/achievements-tab";
import { ProfileInfoTab } from "@/components/profile/profile-info-tab";
import { SecurityTab } from "@/components/profile/security-tab";
import { CenteredSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCurrentUser } from "@/lib/client/use-current-user";

export function ProfileClient() {
  const { data: user } = useCurrentUser();
  if (!user) return <CenteredSpinner />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">User Profile</h1>
      <Tabs defaultValue="profile">
        <TabsList className="w-full">
          <TabsTrigger value="profile">Profile Information</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="achievements">Achievements</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="mt-4">
          <ProfileInfoTab user={user} />
        </TabsContent>
        <TabsContent value="security" className="mt-4">
          <SecurityTab username={user.username} />
        </TabsContent>
        <TabsContent value="achievements" className="mt-4">
          <AchievementsTab badges={user.badges}>
            <section aria-labelledby="points-history-title" className="bg-card grid gap-4 rounded-xl border p-5">
              <h2 id="points-history-title" className="font-semibold">
                Points history
              </h2>
              <PointsHistory />
            </section>
          </AchievementsTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}
