"use client";
// "Needs attention": one row per member with their reasons in words, since when and the figure,
// most severe first; filtered by reason and searched on the server, paged; rows can be selected
// for a nudge, marked contacted (the "Contacted" view lists those, with who and when, to undo).
import { useState } from "react";
import { BellRing, Check, Undo2 } from "lucide-react";
import { ListTable, SearchInput, WIDE_ONLY } from "@/components/admin/admin-table";
import { shortInstant, shortLocalDate } from "@/components/admin/coach/coach-rules";
import { NudgeDialog, type NudgeTarget } from "@/components/admin/coach/nudge-dialog";
import { countOf, Pager } from "@/components/admin/pager";
import { cursorPageControls, useCursorPages } from "@/components/admin/use-cursor-pages";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TableCell, TableRow } from "@/components/ui/table";
import { ATTENTION_REASONS, type AttentionReason } from "@/lib/domain/coach";
import { REASON_LABELS } from "@/components/admin/coach/coach-copy";
import { useDebouncedValue } from "@/lib/client/use-admin-users";
import { useAttentionPage, useMarkContacted, useUndoContacted } from "@/lib/client/use-coach";
import { notify } from "@/lib/client/toast";

type View = "open" | "contacted";

export function AttentionTable({ onOpenMember }: { onOpenMember: (userId: number) => void }) {
  const [reason, setReason] = useState<AttentionReason | null>(null);
  const [text, setText] = useState("");
  const [view, setView] = useState<View>("open");
  const q = useDebouncedValue(text);
  const paging = useCursorPages<string>(`${reason}|${q}|${view}`);
  const page = useAttentionPage({ reason, q, cursor: paging.cursor, view });
  const [picked, setPicked] = useState<Map<number, string>>(new Map());
  const [nudge, setNudge] = useState<NudgeTarget | null>(null);
  const mark = useMarkContacted();
  const undo = useUndoContacted();
  const rows = page.data?.rows ?? [];
  const total = page.data?.total ?? 0;
  const allPicked = rows.length > 0 && rows.every((r) => picked.has(r.userId));

  const toggle = (userId: number, username: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (on) next.set(userId, username);
      else next.delete(userId);
      return next;
    });
  const pickedReason = reason ?? rows.find((r) => picked.has(r.userId))?.reason ?? "inactive";
  const failed = (error: Error) => notify("error", "Could not save", error.message);

  return (
    <section aria-labelledby="attention-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="attention-title" className="font-semibold">
          Needs attention
        </h2>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Rows shown">
          <Button size="sm" variant={view === "open" ? "default" : "outline"} aria-pressed={view === "open"} onClick={() => setView("open")}>
            Needs attention
          </Button>
          <Button size="sm" variant={view === "contacted" ? "default" : "outline"} aria-pressed={view === "contacted"} onClick={() => setView("contacted")}>
            Contacted
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Select value={reason ?? "all"} onValueChange={(v) => setReason(v === "all" ? null : (v as AttentionReason))}>
          <SelectTrigger className="w-60" aria-label="Reason">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All reasons</SelectItem>
            {ATTENTION_REASONS.map((r) => (
              <SelectItem key={r} value={r}>
                {REASON_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <SearchInput className="w-56" label="Search members" value={text} onChange={setText} />
        {picked.size > 0 && (
          <Button size="sm" onClick={() => setNudge({ reason: pickedReason, userIds: [...picked.keys()], names: [...picked.values()] })}>
            <BellRing /> Nudge ({picked.size})
          </Button>
        )}
        {reason && view === "open" && total > 0 && (
          <Button size="sm" variant="outline" onClick={() => setNudge({ reason, allWithReason: true, total })}>
            <BellRing /> Nudge all with this reason
          </Button>
        )}
      </div>
      <ListTable
        label="Needs attention"
        columns={[
          { label: <Checkbox aria-label="Select all listed members" checked={allPicked} disabled={!rows.length} onCheckedChange={(v) => rows.forEach((r) => toggle(r.userId, r.username, v === true))} />, className: "w-10" },
          { label: "Member" },
          { label: "Reason" },
          { label: "Since", className: WIDE_ONLY },
          { label: view === "open" ? "Last nudge" : "Contacted", className: WIDE_ONLY },
          { label: "Actions", className: "text-right" },
        ]}
        empty={rows.length === 0}
        emptyText={view === "open" ? "Nobody needs attention" : "No member was marked contacted in the last 7 days"}
      >
        {rows.map((r) => (
          <TableRow key={r.userId} data-testid="attention-row" data-username={r.username}>
            <TableCell>
              <Checkbox aria-label={`Select ${r.username}`} checked={picked.has(r.userId)} onCheckedChange={(v) => toggle(r.userId, r.username, v === true)} />
            </TableCell>
            <TableCell className="max-w-28 truncate font-medium sm:max-w-none">
              <Button variant="link" className="h-auto p-0" onClick={() => onOpenMember(r.userId)}>
                {r.username}
              </Button>
            </TableCell>
            <TableCell className="text-sm">
              {r.details.map((d) => (
                <div key={d.reason}>{d.text}</div>
              ))}
            </TableCell>
            <TableCell className={WIDE_ONLY}>{shortLocalDate(r.since)}</TableCell>
            <TableCell className={`${WIDE_ONLY} text-muted-foreground text-xs`}>
              {view === "open"
                ? r.lastNudge
                  ? `${shortInstant(r.lastNudge.sentAt)} by ${r.lastNudge.byUsername}`
                  : "—"
                : r.contact && `${shortInstant(r.contact.contactedAt)} by ${r.contact.byUsername}`}
            </TableCell>
            <TableCell className="text-right">
              {view === "open" ? (
                <Button size="sm" variant="outline" disabled={mark.isPending} onClick={() => mark.mutate(r.userId, { onError: failed })} aria-label={`Mark ${r.username} contacted`}>
                  <Check /> <span className="hidden sm:inline">Contacted</span>
                </Button>
              ) : (
                <Button size="sm" variant="outline" disabled={undo.isPending} onClick={() => undo.mutate(r.userId, { onError: failed })} aria-label={`Undo contacted for ${r.username}`}>
                  <Undo2 /> <span className="hidden sm:inline">Undo</span>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <Pager
        name="Needs attention"
        label={countOf(total, "member", "members")}
        {...cursorPageControls(paging, page)}
        busy={page.isFetching}
      />
      {nudge && (
        <NudgeDialog
          target={nudge}
          onClose={(sent) => {
            setNudge(null);
            if (sent) setPicked(new Map());
          }}
        />
      )}
    </section>
  );
}
