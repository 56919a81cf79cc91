import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Profile" };

export default async function ProfilePage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Profile" emptyText="No profile details to show yet." />;
}
