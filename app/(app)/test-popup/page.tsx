import { requirePageUser } from "@/lib/auth/server";
import { TestPopupClient } from "@/components/daily-summary/test-popup-client";

export const metadata = { title: "Daily Login Popup Test" };

export default async function TestPopupPage() {
  await requirePageUser();
  return <TestPopupClient />;
}
