import { requirePageUser } from "@/lib/auth/server";
import { ProfileClient } from "@/components/profile/profile-client";

export const metadata = { title: "Profile" };

// The current user is prefetched by the (app) layout; the screen reads it from the cache.
export default async function ProfilePage() {
  await requirePageUser();
  return <ProfileClient />;
}
