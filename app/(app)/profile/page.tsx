import { requirePageUser } from "@/lib/auth/server";
import { ProfileClient } from "@/components/profile/profile-client";
import { Prefetched } from "@/components/shared/prefetched";
import { optionalRead } from "@/lib/query/optional-read";
import { queryKeys } from "@/lib/query/query-keys";
import { getCoachSharing } from "@/lib/services/coach/journal-sharing";
import { getStreak } from "@/lib/services/streak/get-streak";

export const metadata = { title: "Profile" };

// The current user is prefetched by the (app) layout; the Fair streak and Coach sharing cards'
// reads are read here through the API's services and hydrated into React Query, so the first HTML
// shows them and the browser reads nothing after hydration (one that failed is left to the browser).
// ?tab=security opens Security first (where /admin sends an admin who must set up two-factor sign-in).
export default async function ProfilePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { tab } = await searchParams;
  const user = await requirePageUser();
  const now = new Date();
  const [streak, sharing] = await Promise.all([optionalRead("profile", getStreak(user.id)), optionalRead("profile", getCoachSharing(user.id))]);
  return (
    <Prefetched
      at={now}
      queries={[
        [queryKeys.streak, streak],
        [queryKeys.coachSharing, sharing],
      ]}
    >
      <ProfileClient initialTab={tab === "security" ? "security" : "profile"} />
    </Prefetched>
  );
}
