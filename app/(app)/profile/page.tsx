import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { requirePageUser } from "@/lib/auth/server";
import { ProfileClient } from "@/components/profile/profile-client";
import { getQueryClient } from "@/lib/client/query-client";
import { optionalRead } from "@/lib/query/optional-read";
import { queryKeys } from "@/lib/query/query-keys";
import { getCoachSharing } from "@/lib/services/coach/journal-sharing";
import { getStreak } from "@/lib/services/streak/get-streak";

export const metadata = { title: "Profile" };

// The current user is prefetched by the (app) layout; the Fair streak and Coach sharing cards'
// reads are read here through the API's services and hydrated into React Query, so the first HTML
// shows them and the browser reads nothing after hydration (one that failed is left to the browser).
export default async function ProfilePage() {
  const user = await requirePageUser();
  const [streak, sharing] = await Promise.all([optionalRead("profile", getStreak(user.id)), optionalRead("profile", getCoachSharing(user.id))]);
  const queryClient = getQueryClient();
  if (streak !== undefined) queryClient.setQueryData(queryKeys.streak, streak);
  if (sharing !== undefined) queryClient.setQueryData(queryKeys.coachSharing, sharing);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <ProfileClient />
    </HydrationBoundary>
  );
}
