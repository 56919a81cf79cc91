"use client";
// /coach (docs/product/conversations.md#the-members-screen): the member's conversation with the
// coaches of their team. New messages show within CONVERSATION_POLL_MS while the tab is visible;
// the composer keeps its draft (and the draft's Idempotency-Key) in the browser across reloads,
// and a send that failed keeps both, so sending again is the same message, never a second one.
// Offline, a send goes into the outbox and shows under the thread as "Sending..." (WaitingMessages).
import { useEffect, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { MessageList } from "@/components/conversations/message-list";
import { WaitingMessages } from "@/components/conversations/waiting-messages";
import { failureMessage } from "@/lib/client/api";
import { useLocalState } from "@/lib/client/local-store";
import { useNotifications } from "@/lib/client/use-notifications";
import { olderMessages, useMarkSeen, useMemberConversation, useSendMessage } from "@/lib/client/use-conversation";
import { MESSAGE_MAX } from "@/lib/domain/conversations";
import type { MessageDto } from "@/lib/schemas/conversations";

type Draft = { body: string; key: string };
const DRAFT_KEY = "conversation-draft";
const draftSchema = {
  safeParse(data: unknown): { success: true; data: Draft } | { success: false } {
    const d = data as Partial<Draft> | null;
    return d && typeof d.body === "string" && typeof d.key === "string" ? { success: true, data: { body: d.body, key: d.key } } : { success: false };
  },
};
const NO_DRAFT: Draft = { body: "", key: "" };
const newKey = () => `msg-${crypto.randomUUID()}`;

export function MemberConversation() {
  const { data, isLoading } = useMemberConversation();
  const send = useSendMessage();
  const seen = useMarkSeen();
  const router = useRouter();
  const quote = Number(useSearchParams().get("quote")) || undefined;
  const quoted = useNotifications().data?.find((n) => n.id === quote);
  const [draft, setDraft] = useLocalState<Draft>(DRAFT_KEY, draftSchema, NO_DRAFT);
  const [older, setOlder] = useState<MessageDto[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The draft (and its key) is in the browser at every keystroke, so a reload keeps both.
  const update = (body: string) => setDraft({ body, key: draft.key || newKey() });

  const messages = [...older, ...(data?.messages ?? [])];
  const lastId = data?.messages.at(-1)?.id ?? 0;
  const unseen = !!data && lastId > data.memberSeenId;
  useEffect(() => {
    if (unseen && document.visibilityState === "visible" && !seen.isPending) seen.mutate(lastId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new last message
  }, [unseen, lastId]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = draft.body.trim();
    if (!body || send.isPending) return;
    setError(null);
    try {
      const key = draft.key || newKey();
      if (key !== draft.key) setDraft({ body: draft.body, key });
      await send.mutateAsync({ body, key, quoteNotificationId: quote });
      setDraft(NO_DRAFT);
      if (quote) router.replace("/coach");
    } catch (err) {
      // The draft and its key stay: sending again is the same message.
      setError(`Not sent: ${failureMessage(err)}`);
    }
  };

  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (!first) return;
    const page = await olderMessages(first);
    setOlder((o) => [...page.messages, ...o]);
    setHasOlder(page.hasMore);
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Your coach</h1>
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="text-base">Conversation</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isLoading && <Spinner />}
          {(hasOlder ?? data?.hasMore) && (
            <Button variant="outline" size="sm" className="justify-self-center" onClick={() => void loadOlder()}>
              Show earlier messages
            </Button>
          )}
          {data && <MessageList messages={messages} viewer="member" otherSeenId={data.staffSeenId} />}
          <WaitingMessages
            sendAgain={async (m) => {
              setError(null);
              try {
                await send.mutateAsync({ body: m.body, key: m.key, quoteNotificationId: m.quoteNotificationId });
              } catch (err) {
                setError(`Not sent: ${failureMessage(err)}`);
                throw err;
              }
            }}
          />
          <form onSubmit={submit} className="grid gap-2">
            {quote && (
              <p className="text-muted-foreground border-l-2 pl-2 text-xs" data-testid="composer-quote">
                Replying to: {quoted ? `${quoted.title}: ${quoted.message}` : "a message from your notifications"}
              </p>
            )}
            <label htmlFor="conversation-composer" className="text-sm font-medium">
              Message
            </label>
            <Textarea
              id="conversation-composer"
              value={draft.body}
              maxLength={MESSAGE_MAX}
              rows={3}
              onChange={(e) => update(e.target.value)}
              placeholder="Write to your coach"
            />
            <div className="flex items-center justify-between gap-2">
              <span className="text-muted-foreground text-xs">
                {draft.body.length.toLocaleString("en-US")} / {MESSAGE_MAX.toLocaleString("en-US")}
              </span>
              <Button type="submit" disabled={!draft.body.trim() || send.isPending}>
                {send.isPending && <Spinner />} Send
              </Button>
            </div>
            {error && (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
