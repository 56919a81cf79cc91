import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Calendar" };

export default async function CalendarPage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Calendar" emptyText="No journal days recorded yet." />;
}
