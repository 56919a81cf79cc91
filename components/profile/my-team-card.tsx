"use client";
// "Your team" in Profile (docs/decisions.md "Teams and roles"): the member's team, its
// description and its coaches.
import { SettingsCard } from "@/components/shared/settings-card";
import { useMyTeam } from "@/lib/client/use-teams";

export function MyTeamCard() {
  const { data } = useMyTeam();
  if (!data) return null;
  return (
    <SettingsCard id="my-team-title" title="Your team" gap={2}>
      <p className="font-medium">{data.team.name}</p>
      {data.team.description && <p className="text-muted-foreground text-sm">{data.team.description}</p>}
      <p className="text-sm">
        <span className="text-muted-foreground">Coaches: </span>
        {data.coaches.length ? data.coaches.join(", ") : "No coach yet"}
      </p>
    </SettingsCard>
  );
}
