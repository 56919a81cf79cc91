"use client";
// The Teams tab's dialogs (docs/decisions.md "Teams and roles"): a team's name and description
// (new or edit), its coaches, its invite codes, and moving a member. Each shows the server's
// message when a write is refused (a taken name, an unknown member, an archived team).
import { useState, type FormEvent } from "react";
import { FormProblem } from "@/components/admin/tab-parts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useAppointCoach, useCreateTeam, useInviteCodes, useIssueCode, useMoveMember, useRemoveCoach, useRevokeCode, useUpdateTeam } from "@/lib/client/use-teams";
import { TEAM_LIMITS } from "@/lib/constants";
import type { TeamDto } from "@/lib/schemas/teams";

export function TeamFormDialog({ team, open, onClose }: { team: TeamDto | null; open: boolean; onClose: () => void }) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const [name, setName] = useState(team?.name ?? "");
  const [description, setDescription] = useState(team?.description ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = { onSuccess: () => (notify("success", team ? "Team saved" : "Team created"), onClose()), onError: (error: unknown) => setProblem(failureMessage(error)) };
    if (team) update.mutate({ id: team.id, name, description }, done);
    else create.mutate({ name, description }, done);
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{team ? "Edit team" : "New team"}</DialogTitle>
            <DialogDescription>A team has a name (unique among live teams) and a description its members see in Profile.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="team-name">Name</Label>
            <Input id="team-name" value={name} maxLength={TEAM_LIMITS.name + 20} onChange={(e) => setName(e.target.value)} disabled={pending} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="team-description">Description</Label>
            <Textarea id="team-description" value={description} maxLength={TEAM_LIMITS.description} onChange={(e) => setDescription(e.target.value)} disabled={pending} />
          </div>
          <FormProblem message={problem} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : team ? "Save" : "Create team"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function CoachesDialog({ team, onClose }: { team: TeamDto; onClose: () => void }) {
  const appoint = useAppointCoach();
  const remove = useRemoveCoach();
  const [username, setUsername] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    appoint.mutate({ teamId: team.id, username }, { onSuccess: () => (setUsername(""), setProblem(null), notify("success", "Coach appointed")), onError: (error) => setProblem(failureMessage(error)) });
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Coaches of {team.name}</DialogTitle>
          <DialogDescription>A coach sees and manages this team&apos;s members; a removed coach loses access at their next request.</DialogDescription>
        </DialogHeader>
        {team.coaches.length === 0 ? (
          <p className="text-muted-foreground text-sm">No coaches yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Coaches">
            {team.coaches.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2">
                <span>{c.username}</span>
                <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate({ teamId: team.id, userId: c.id }, { onError: (error) => setProblem(failureMessage(error)) })}>
                  Remove {c.username}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor="coach-username">Appoint a coach (username)</Label>
          <div className="flex gap-2">
            <Input id="coach-username" value={username} onChange={(e) => setUsername(e.target.value)} autoCapitalize="none" spellCheck={false} />
            <Button type="submit" disabled={appoint.isPending || !username.trim()}>
              Appoint
            </Button>
          </div>
          <FormProblem message={problem} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 10) : "never");

export function CodesDialog({ team, onClose }: { team: TeamDto; onClose: () => void }) {
  const { data } = useInviteCodes(team.id);
  const issue = useIssueCode();
  const revoke = useRevokeCode();
  const [maxUses, setMaxUses] = useState("");
  const [expires, setExpires] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const uses = maxUses.trim() ? Number(maxUses) : null;
    const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
    issue.mutate({ teamId: team.id, maxUses: uses, expiresAt }, { onSuccess: (code) => (setProblem(null), notify("success", `Code ${code.code} issued`)), onError: (error) => setProblem(failureMessage(error)) });
  };
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Invite codes of {team.name}</DialogTitle>
          <DialogDescription>New members register with a live code and join this team.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="code-uses">Maximum uses (optional)</Label>
            <Input id="code-uses" inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="code-expires">Expires on (optional)</Label>
            <Input id="code-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
          </div>
          <Button type="submit" disabled={issue.isPending}>
            Issue code
          </Button>
        </form>
        <FormProblem message={problem} />
        <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Codes">
          {(data?.codes ?? []).map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm">
              <div className="grid gap-1">
                <span className="font-mono font-semibold">{c.code}</span>
                <span className="text-muted-foreground">
                  {c.uses}
                  {c.maxUses !== null ? ` of ${c.maxUses}` : ""} used · expires {when(c.expiresAt)} · {c.revokedAt ? "revoked" : c.live ? "live" : "not live"}
                  {c.usedBy.length ? ` · by ${c.usedBy.join(", ")}` : ""}
                </span>
              </div>
              {!c.revokedAt && (
                <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate({ teamId: team.id, codeId: c.id })}>
                  Revoke {c.code}
                </Button>
              )}
            </li>
          ))}
          {data && data.codes.length === 0 && <li className="text-muted-foreground text-sm">No codes yet.</li>}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

export function MoveMemberDialog({ teams, open, onClose }: { teams: TeamDto[]; open: boolean; onClose: () => void }) {
  const move = useMoveMember();
  const [username, setUsername] = useState("");
  const [teamId, setTeamId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    move.mutate({ username, teamId: Number(teamId) }, { onSuccess: () => (notify("success", "Member moved"), onClose()), onError: (error) => setProblem(failureMessage(error)) });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Move a member</DialogTitle>
            <DialogDescription>The member leaves their team&apos;s lists at once and appears in the new team&apos;s.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="move-username">Username</Label>
            <Input id="move-username" value={username} onChange={(e) => setUsername(e.target.value)} autoCapitalize="none" spellCheck={false} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="move-team">To team</Label>
            <Select value={teamId} onValueChange={setTeamId}>
              <SelectTrigger id="move-team" aria-label="To team">
                <SelectValue placeholder="Choose a team" />
              </SelectTrigger>
              <SelectContent>
                {teams
                  .filter((t) => !t.archivedAt)
                  .map((t) => (
                    <SelectItem key={t.id} value={String(t.id)}>
                      {t.name}
                    </SelectItem>
                  ))}
              </SelectContent>
            </Select>
          </div>
          <FormProblem message={problem} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={move.isPending || !username.trim() || !teamId}>
              {move.isPending ? "Moving..." : "Move"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
