"use client";
// The Coach tab of /admin (docs/decisions.md "The coach's view"): the week at a glance, who needs
// attention, a member's progress, nudges and the cohort CSV.
import { Download } from "lucide-react";
import { AttentionTable } from "@/components/admin/coach/attention-table";
import { GlanceCards } from "@/components/admin/coach/glance-cards";
import { CheckInGlance } from "@/components/admin/check-ins/check-in-glance";
import { MemberProgressDialog } from "@/components/admin/coach/member-progress-dialog";
import { buttonVariants } from "@/components/ui/button";
import { withAdminTeam } from "@/lib/client/admin-team";

export function CoachView({ openMember, onOpenMember }: { openMember: number | null; onOpenMember: (userId: number | null) => void }) {
  return (
    <div className="space-y-6">
      <GlanceCards />
      <CheckInGlance />
      <AttentionTable onOpenMember={onOpenMember} />
      <div>
        <a href={withAdminTeam("/api/admin/coach/export?format=csv")} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden /> Export the cohort (CSV)
        </a>
      </div>
      {openMember !== null && <MemberProgressDialog userId={openMember} onClose={() => onOpenMember(null)} />}
    </div>
  );
}
