import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Stats" };

export default async function StatsPage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Stats" emptyText="No stats recorded yet." />;
}
