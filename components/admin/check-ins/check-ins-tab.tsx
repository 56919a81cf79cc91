"use client";
// The Check-ins tab of /admin (docs/product/check-ins.md#the-coachs-side): the forms of the teams
// in scope (new, edit, CSV, archive) and the review queue.
import { useState } from "react";
import { CheckInFormEditor } from "@/components/admin/check-ins/form-editor";
import { ReviewQueue } from "@/components/admin/check-ins/review-queue";
import { TabHeading, TabTable, toastFailure } from "@/components/admin/tab-parts";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { withAdminTeam } from "@/lib/client/admin-team";
import { useArchiveCheckInForm, useCheckInForms } from "@/lib/client/use-admin-check-ins";
import { useTeams } from "@/lib/client/use-teams";
import { scheduleWords } from "@/lib/domain/check-ins";
import type { CheckInFormDto } from "@/lib/schemas/check-ins";

export function CheckInsTab() {
  const { data, isLoading } = useCheckInForms();
  const { data: teams } = useTeams();
  const archive = useArchiveCheckInForm();
  const [editing, setEditing] = useState<CheckInFormDto | "new" | null>(null);
  const forms = data?.forms ?? [];
  return (
    <div className="grid gap-6">
      <section aria-labelledby="check-in-forms-title" className="grid gap-3">
        <TabHeading id="check-in-forms-title" title="Check-ins">
          {editing ? null : <Button onClick={() => setEditing("new")}>New check-in</Button>}
        </TabHeading>
        {editing ? <CheckInFormEditor key={editing === "new" ? "new" : editing.id} form={editing === "new" ? null : editing} teams={teams?.teams ?? []} onClose={() => setEditing(null)} /> : null}
        <TabTable
          label="Check-in forms"
          columns={["Check-in", "Team", "Due", "Questions"]}
          actions
          loading={isLoading}
          count={forms.length}
          emptyText="No check-ins yet. A check-in asks your team the same questions every week or every day."
          emptyInPlace
        >
          {forms.map((f) => (
            <TableRow key={f.id}>
              <TableCell className="font-medium">
                {f.title} <span className="text-muted-foreground text-xs">v{f.version}</span>
              </TableCell>
              <TableCell>{f.teamName}</TableCell>
              <TableCell>{scheduleWords(f.schedule)}</TableCell>
              <TableCell>{f.questions.length}</TableCell>
              <TableCell>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(f)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <a href={withAdminTeam(`/api/admin/check-ins/${f.id}/csv`)} download>
                      CSV
                    </a>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={archive.isPending}
                    onClick={() => archive.mutate(f.id, { onError: toastFailure })}
                  >
                    Archive
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TabTable>
      </section>
      <ReviewQueue />
    </div>
  );
}
