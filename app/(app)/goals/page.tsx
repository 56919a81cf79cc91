import { requirePageUser } from "@/lib/auth/server";
import { ScreenPlaceholder } from "@/components/shell/screen-placeholder";

export const metadata = { title: "Goals" };

export default async function GoalsPage() {
  await requirePageUser();
  return <ScreenPlaceholder title="Goals" emptyText="No goals yet." />;
}
