"use client";
// The Check-ins tab of /admin (docs/product/check-ins.md#the-coachs-side): the forms of the teams
// in scope (new, edit, CSV, archive) and the review queue.
import { useState } from "react";
import { CheckInFormEditor } from "@/components/admin/check-ins/form-editor";
import { ReviewQueue } from "@/components/admin/check-ins/review-queue";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { withAdminTeam } from "@/lib/client/admin-team";
import { failureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
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
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="check-in-forms-title" className="text-xl font-semibold">
            Check-ins
          </h2>
          {editing ? null : <Button onClick={() => setEditing("new")}>New check-in</Button>}
        </div>
        {editing ? <CheckInFormEditor key={editing === "new" ? "new" : editing.id} form={editing === "new" ? null : editing} teams={teams?.teams ?? []} onClose={() => setEditing(null)} /> : null}
        {isLoading ? (
          <Spinner />
        ) : forms.length === 0 ? (
          <p className="text-muted-foreground text-sm">No check-ins yet. A check-in asks your team the same questions every week or every day.</p>
        ) : (
          <div className="overflow-x-auto rounded-md border">
            <Table label="Check-in forms">
              <TableHeader>
                <TableRow>
                  <TableHead>Check-in</TableHead>
                  <TableHead>Team</TableHead>
                  <TableHead>Due</TableHead>
                  <TableHead>Questions</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
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
                          onClick={() => archive.mutate(f.id, { onError: (e) => toast({ title: "Error", description: failureMessage(e), variant: "destructive" }) })}
                        >
                          Archive
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </section>
      <ReviewQueue />
    </div>
  );
}
