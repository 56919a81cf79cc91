"use client";
// The /admin team switcher (docs/decisions.md "Teams and roles"): for a coach of several teams and
// for the owner, "All teams" or one team; every admin read after the choice is that team's.
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { TeamDto } from "@/lib/schemas/teams";

export function TeamSwitcher({ teams, value, onChange, owner }: { teams: TeamDto[]; value: number | null; onChange: (teamId: number | null) => void; owner: boolean }) {
  const live = teams.filter((t) => !t.archivedAt);
  if (live.length < 2 && !(owner && live.length === 1 && value !== null)) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="team-switcher" className="text-sm">
        Team
      </Label>
      <Select value={value === null ? "all" : String(value)} onValueChange={(v) => onChange(v === "all" ? null : Number(v))}>
        <SelectTrigger id="team-switcher" className="w-48" aria-label="Team">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{owner ? "All teams" : "All my teams"}</SelectItem>
          {live.map((t) => (
            <SelectItem key={t.id} value={String(t.id)}>
              {t.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
