"use client";
// One member's conversation for the coach, beside the member's progress
// (docs/product/conversations.md#the-coachs-inbox): the messages (polled while visible), "Seen"
// under the coaches' last message the member read, the reply box (one Idempotency-Key per reply,
// the same on a retry), and "Done".
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { MessageList } from "@/components/conversations/message-list";
import { MemberProgressBody } from "@/components/admin/coach/member-progress-dialog";
import { failureMessage } from "@/lib/client/api";
import { useMemberProgress } from "@/lib/client/use-coach";
import { useConversationActions, useStaffConversation } from "@/lib/client/use-inbox";
import { MESSAGE_MAX } from "@/lib/domain/conversations";

const newKey = () => `reply-${crypto.randomUUID()}`;

export function OpenConversation({ userId, done: isDone, onClose }: { userId: number; done: boolean; onClose: () => void }) {
  const { data, isLoading } = useStaffConversation(userId);
  const progress = useMemberProgress(userId);
  const { reply, seen, done } = useConversationActions(userId);
  const [body, setBody] = useState("");
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | null>(null);
  const lastId = data?.messages.at(-1)?.id ?? 0;
  const unseen = !!data && lastId > data.staffSeenId;

  useEffect(() => {
    if (unseen && document.visibilityState === "visible" && !seen.isPending) seen.mutate(lastId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new last message
  }, [unseen, lastId]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!body.trim() || reply.isPending) return;
    setError(null);
    try {
      await reply.mutateAsync({ body: body.trim(), key });
      setBody("");
      setKey(newKey());
    } catch (err) {
      setError(`Not sent: ${failureMessage(err)}`);
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="open-conversation">
      <Card className="min-w-0">
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle role="heading" aria-level={2} className="min-w-0 text-lg [overflow-wrap:anywhere]">{data ? `Conversation with ${data.username}` : "Conversation"}</CardTitle>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => done.mutate(!isDone, { onSuccess: onClose })} disabled={done.isPending}>
              {isDone ? "Reopen" : "Done"}
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isLoading && <Spinner />}
          {data && <MessageList messages={data.messages} viewer="staff" otherSeenId={data.memberSeenId} />}
          <form onSubmit={submit} className="grid gap-2">
            <label htmlFor="reply-composer" className="text-sm font-medium">
              Reply
            </label>
            <Textarea id="reply-composer" value={body} maxLength={MESSAGE_MAX} rows={3} onChange={(e) => setBody(e.target.value)} />
            <Button type="submit" className="justify-self-end" disabled={!body.trim() || reply.isPending}>
              {reply.isPending && <Spinner />} Send reply
            </Button>
            {error && (
              <p role="alert" className="text-destructive text-sm">
                {error}
              </p>
            )}
          </form>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="text-lg">Progress</CardTitle>
        </CardHeader>
        <CardContent>{progress.data ? <MemberProgressBody data={progress.data} /> : <Spinner />}</CardContent>
      </Card>
    </div>
  );
}
