import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Dashboard" emptyText="No goals or journal entries yet." />;
}
