import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Daily Login Popup Test" };

export default async function TestPopupPage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Daily Login Popup Test" emptyText="No daily login popup to preview yet." />;
}
