import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";
import { PreferencesCard } from "@/components/shell/preferences-card";

export const metadata = { title: "Profile" };

export default async function ProfilePage() {
  await requirePageUser();
  return (
    <div className="grid gap-6">
      <ScreenPlaceholder title="Profile" emptyText="No profile details to show yet." />
      <PreferencesCard />
    </div>
  );
}
