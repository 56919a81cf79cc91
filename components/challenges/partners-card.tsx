"use client";
// The dashboard's "Partners" card (docs/product/challenges-and-partners.md#partners): invite a
// member of the team to follow one SMART goal, see who follows which goal, answer invitations,
// read the goals followed (title, deadline, completion and the member's tasks this week) and end
// any link. Loaded after the page (components/challenges/team-cards-slot.tsx).
import { useId, useState } from "react";
import { HandshakeIcon } from "lucide-react";
import { SectionCard } from "@/components/shared/section-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { failureMessage } from "@/lib/client/api";
import { notify } from "@/lib/client/toast";
import { useGoals } from "@/lib/client/use-goals";
import { useChangePartners, usePartners } from "@/lib/client/use-partners";
import { PARTNER_LIMITS } from "@/lib/domain/partners";
import type { FollowedLink } from "@/lib/schemas/partners";

const selectClass = "border-input bg-background focus-visible:ring-ring/50 h-9 w-full rounded-md border px-3 text-sm focus-visible:ring-[3px] focus-visible:outline-none";
const deadlineText = (iso: string | null) => (iso ? `due ${new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}` : "no deadline");

function InviteForm() {
  const { data: goals } = useGoals();
  const smart = (goals ?? []).filter((g) => g.type.startsWith("smart"));
  const change = useChangePartners();
  const [username, setUsername] = useState("");
  const [goalId, setGoalId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  if (!smart.length) return <p className="text-sm text-muted-foreground">Set a SMART goal to invite a partner to follow it.</p>;
  const chosen = goalId || String(smart[0].id);
  return (
    <form
      className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        change.mutate(
          { kind: "invite", username, goalId: Number(chosen) },
          {
            onSuccess: () => {
              notify("success", `Invitation sent to ${username.trim()}`);
              setUsername("");
            },
            onError: (err) => setError(failureMessage(err)),
          },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${ids}-goal`}>SMART goal</Label>
        <select id={`${ids}-goal`} className={selectClass} value={chosen} onChange={(e) => setGoalId(e.target.value)}>
          {smart.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${ids}-user`}>Team member&apos;s username</Label>
        <Input id={`${ids}-user`} value={username} autoCapitalize="none" spellCheck={false} onChange={(e) => setUsername(e.target.value)} />
      </div>
      <Button type="submit" disabled={change.isPending || !username.trim()}>
        Invite partner
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      )}
    </form>
  );
}

function Followed({ link }: { link: FollowedLink }) {
  const change = useChangePartners();
  const run = (kind: "accept" | "decline" | "end") => change.mutate({ kind, id: link.id }, { onError: (err) => notify("error", failureMessage(err)) });
  return (
    <li className="space-y-2 rounded-xl border p-3" data-testid={`followed-${link.id}`}>
      {link.status === "pending" ? (
        <>
          <p className="text-sm">
            <span className="font-semibold">{link.member}</span> invites you to follow their goal &quot;{link.goalTitle}&quot;.
          </p>
          <div className="flex gap-2">
            <Button size="sm" disabled={change.isPending} onClick={() => run("accept")}>
              Accept
            </Button>
            <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => run("decline")}>
              Decline
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">
            <span className="font-semibold">{link.member}</span>: {link.view?.goal.title ?? link.goalTitle}
          </p>
          {link.view && (
            <p className="text-sm text-muted-foreground">
              {link.view.goal.isCompleted ? "Completed" : `In progress, ${deadlineText(link.view.goal.deadline)}`} · This week: {link.view.week.text}
            </p>
          )}
          <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => run("end")} aria-label={`Stop following ${link.member}'s goal`}>
            Stop following
          </Button>
        </>
      )}
    </li>
  );
}

export function PartnersCard() {
  const { data } = usePartners();
  const change = useChangePartners();
  if (!data) return null;
  return (
    <SectionCard
      id="partners"
      icon={HandshakeIcon}
      title="Partners"
      description={`A partner from your team follows one SMART goal: its title, deadline and completion, and your tasks this week. Never your journal. Up to ${PARTNER_LIMITS.followers} each way.`}
    >
      <InviteForm />
      {data.mine.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Following your goals</h3>
          <ul className="space-y-2">
            {data.mine.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3 text-sm">
                <span>
                  <span className="font-semibold">{l.partner}</span> · {l.goalTitle} · {l.status === "pending" ? "Invited" : "Following"}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: "end", id: l.id }, { onError: (err) => notify("error", failureMessage(err)) })}
                  aria-label={`End ${l.partner}'s partnership`}
                >
                  End
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data.following.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Goals you follow</h3>
          <ul className="space-y-2">
            {data.following.map((l) => (
              <Followed key={l.id} link={l} />
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
