import { requirePageAdmin } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Admin Panel" };

export default async function AdminPage() {
  await requirePageAdmin();
  return <ScreenPlaceholder title="Admin Panel" emptyText="No admin tools to show yet." />;
}
