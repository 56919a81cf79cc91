"use client";
// The Teams tab of /admin (docs/decisions.md "Teams and roles"). The owner: every team with its
// members count, coaches and status; new team, edit, archive / restore, coaches, invite codes,
// and moving a member between teams. A coach: their teams, their codes, and moves between them.
import { useState } from "react";
import { TabHeading, TabTable, toastFailure } from "@/components/admin/tab-parts";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import { CodesDialog, CoachesDialog, MoveMemberDialog, TeamFormDialog } from "@/components/admin/teams/team-dialogs";
import { useTeams, useUpdateTeam } from "@/lib/client/use-teams";
import { DEFAULT_TEAM_ID } from "@/lib/constants";
import type { TeamDto } from "@/lib/schemas/teams";

type Open = { kind: "new" } | { kind: "edit" | "coaches" | "codes"; team: TeamDto } | { kind: "move" } | null;

export function TeamsTab({ owner }: { owner: boolean }) {
  const { data, isLoading } = useTeams();
  const update = useUpdateTeam();
  const [open, setOpen] = useState<Open>(null);
  const teams = data?.teams ?? [];
  const close = () => setOpen(null);
  const archive = (team: TeamDto, archived: boolean) =>
    update.mutate({ id: team.id, archived }, { onError: toastFailure });
  // A dialog's team as the list now has it (coaches change while it is open).
  const current = (team: TeamDto) => teams.find((t) => t.id === team.id) ?? team;

  return (
    <section className="space-y-4" aria-labelledby="teams-title">
      <TabHeading id="teams-title" title="Teams">
        <div className="flex gap-2">
          {(owner || teams.length > 1) && (
            <Button variant="outline" onClick={() => setOpen({ kind: "move" })}>
              Move a member
            </Button>
          )}
          {owner && <Button onClick={() => setOpen({ kind: "new" })}>New team</Button>}
        </div>
      </TabHeading>
      <TabTable label="Teams" columns={["Team", "Members", "Coaches", "Status"]} actions loading={isLoading} count={teams.length}>
        {teams.map((team) => (
          <TableRow key={team.id}>
            <TableCell>
              <div className="font-medium">{team.name}</div>
              {team.description && <div className="text-muted-foreground max-w-xs truncate text-xs">{team.description}</div>}
            </TableCell>
            <TableCell>{team.members.toLocaleString("en-US")}</TableCell>
            <TableCell>{team.coaches.map((c) => c.username).join(", ") || "None"}</TableCell>
            <TableCell>{team.archivedAt ? "Archived" : "Live"}</TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-1">
                {owner && (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "edit", team })} aria-label={`Edit ${team.name}`}>
                    Edit
                  </Button>
                )}
                {owner && (
                  <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "coaches", team })} aria-label={`Coaches of ${team.name}`}>
                    Coaches
                  </Button>
                )}
                <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "codes", team })} aria-label={`Codes of ${team.name}`}>
                  Codes
                </Button>
                {owner && team.id !== DEFAULT_TEAM_ID && (
                  <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => archive(team, !team.archivedAt)} aria-label={`${team.archivedAt ? "Restore" : "Archive"} ${team.name}`}>
                    {team.archivedAt ? "Restore" : "Archive"}
                  </Button>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TabTable>
      {(open?.kind === "new" || open?.kind === "edit") && <TeamFormDialog key={open.kind === "edit" ? open.team.id : "new"} team={open.kind === "edit" ? open.team : null} open onClose={close} />}
      {open?.kind === "coaches" && <CoachesDialog team={current(open.team)} onClose={close} />}
      {open?.kind === "codes" && <CodesDialog team={current(open.team)} onClose={close} />}
      {open?.kind === "move" && <MoveMemberDialog teams={teams} open onClose={close} />}
    </section>
  );
}
