// The dashboard page's content: the client dashboard, with the SMART guide's static text rendered
// here on the server and passed in (it adds nothing to the script).
import { DashboardClient } from "@/components/dashboard/dashboard-client";
import type { MemberDay } from "@/components/shared/member-day";
import { SmartGuideBody } from "@/components/goals/smart-guide-body";

export function Dashboard({ day, username }: { day: MemberDay; username: string }) {
  return <DashboardClient day={day} username={username} guide={<SmartGuideBody />} />;
}
