"use client";
// The messages of a conversation, oldest first, as text (React escapes it: never HTML), with
// "Seen" under the last of the viewer's own messages the other side has seen
// (docs/product/conversations.md#seen). Shared by the member's screen and the coach's inbox.
import { format } from "date-fns";
import { cn } from "@/lib/utils";
import type { MessageDto } from "@/lib/schemas/conversations";

type Props = {
  messages: MessageDto[];
  /** The viewer is the member (their messages are "mine"), or a coach. */
  viewer: "member" | "staff";
  /** The last message id the other side has seen. */
  otherSeenId: number;
};

export function MessageList({ messages, viewer, otherSeenId }: Props) {
  const mine = (m: MessageDto) => (viewer === "member" ? m.fromMember : !m.fromMember);
  const lastSeenMine = [...messages].reverse().find((m) => mine(m) && m.id <= otherSeenId)?.id;
  if (!messages.length) return <p className="text-muted-foreground py-8 text-center text-sm">No messages yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Messages" data-testid="message-list">
      {messages.map((m) => (
        <li key={m.id} className={cn("flex flex-col gap-1", mine(m) ? "items-end" : "items-start")} data-testid="message">
          <div className={cn("max-w-[85%] rounded-2xl px-3 py-2 text-sm", mine(m) ? "bg-primary text-primary-foreground" : "bg-muted text-foreground")}>
            {m.quotedText && <p className="mb-1 border-l-2 pl-2 text-xs italic opacity-90">{m.quotedText}</p>}
            <p className="break-words whitespace-pre-wrap">{m.body}</p>
          </div>
          <span className="text-muted-foreground text-xs">
            {viewer === "member" && mine(m) ? "You" : (m.author ?? (m.fromMember ? "Member" : "Coach"))} · {format(new Date(m.at), "MMM d, h:mm a")}
          </span>
          {m.id === lastSeenMine && (
            <span className="text-muted-foreground text-xs font-medium" data-testid="seen-marker">
              Seen
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
