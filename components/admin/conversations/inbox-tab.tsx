"use client";
// The Inbox tab of /admin (docs/product/conversations.md#the-coachs-inbox): the median time to a
// first reply this week in its header, the conversations (waiting first, oldest wait first, then
// by latest; "Done" ones on their own view), searched by member on the server, a page at a time;
// one opens beside the member's progress; the coach's own "Push me new messages" switch.
import { useState } from "react";
import { formatDistanceToNowStrict } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { OpenConversation } from "@/components/admin/conversations/open-conversation";
import { formatWait } from "@/lib/domain/conversations";
import { MessagePushSwitch } from "@/components/admin/conversations/message-push-switch";
import { useInboxPage, useReplyTimes } from "@/lib/client/use-inbox";
import { cn } from "@/lib/utils";

function ReplyTimes() {
  const { data } = useReplyTimes();
  if (!data) return null;
  const line = (rows: typeof data.coaches) =>
    rows.length ? rows.map((r) => `${r.name}: ${r.medianSeconds === null ? "—" : formatWait(r.medianSeconds)} (${r.replies})`).join(" · ") : "no first replies yet";
  return (
    <div className="text-muted-foreground grid gap-1 text-sm" data-testid="reply-times">
      <p>
        <span className="text-foreground font-medium">Median first reply this week, per coach:</span> {line(data.coaches)}
      </p>
      <p>
        <span className="text-foreground font-medium">Per team:</span> {line(data.teams)}
      </p>
    </div>
  );
}

export function InboxTab() {
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [view, setView] = useState<"open" | "done">("open");
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const { data, isLoading } = useInboxPage(search, view, cursor);
  const [open, setOpen] = useState<{ userId: number; done: boolean } | null>(null);
  const reset = () => setCursors([null]);

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader className="gap-2">
          <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
            Inbox {data && <Badge variant={data.waiting ? "default" : "secondary"} data-testid="waiting-count">{data.waiting} waiting</Badge>}
          </CardTitle>
          <ReplyTimes />
          <MessagePushSwitch />
        </CardHeader>
        <CardContent className="grid gap-3">
          <form
            className="flex flex-wrap gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(q.trim());
              reset();
            }}
          >
            <label htmlFor="inbox-search" className="sr-only">
              Search by member
            </label>
            <Input id="inbox-search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search by member" className="max-w-xs" />
            <Button type="submit" variant="outline">
              Search
            </Button>
            <div className="ml-auto flex gap-1" role="group" aria-label="Show">
              {(["open", "done"] as const).map((v) => (
                <Button
                  key={v}
                  type="button"
                  variant={view === v ? "default" : "outline"}
                  aria-pressed={view === v}
                  onClick={() => {
                    setView(v);
                    reset();
                  }}
                >
                  {v === "open" ? "Open" : "Done"}
                </Button>
              ))}
            </div>
          </form>
          {isLoading && <Spinner />}
          {data && data.rows.length === 0 && <p className="text-muted-foreground text-sm">No conversations here.</p>}
          <ul className="grid gap-2" aria-label="Conversations" data-testid="inbox-rows">
            {data?.rows.map((r) => (
              <li key={r.userId}>
                <button
                  type="button"
                  onClick={() => setOpen({ userId: r.userId, done: r.done })}
                  aria-current={open?.userId === r.userId ? "true" : undefined}
                  className={cn("hover:bg-accent grid w-full gap-1 rounded-lg border p-3 text-left", open?.userId === r.userId && "border-primary")}
                  data-testid="inbox-row"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={cn("font-medium", r.unread && "font-bold")}>{r.username}</span>
                    <span className="text-muted-foreground text-xs">{r.teamName}</span>
                    {r.waitingSince && <Badge data-testid="waiting-badge">Waiting {formatDistanceToNowStrict(new Date(r.waitingSince))}</Badge>}
                    {r.unread && <span className="sr-only">Unread</span>}
                  </span>
                  <span className="text-muted-foreground truncate text-sm">
                    {r.lastFromMember ? "" : "You: "}
                    {r.preview}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex justify-between">
            <Button variant="outline" size="sm" disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={!data?.nextCursor} onClick={() => data?.nextCursor && setCursors((c) => [...c, data.nextCursor])}>
              Next
            </Button>
          </div>
        </CardContent>
      </Card>
      {open !== null && <OpenConversation key={open.userId} userId={open.userId} done={open.done} onClose={() => setOpen(null)} />}
    </div>
  );
}
