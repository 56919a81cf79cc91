"use client";
// The member's messages not on the server yet (docs/decisions.md "Offline", "The outbox"), under
// the thread: written offline and waiting in the outbox ("Sending..."), or refused when they
// finally arrived (the hourly limit: "Not sent" with the server's message, to send again with the
// same Idempotency-Key, or delete). Never dropped without the member's word.
import { format } from "date-fns";
import { Button } from "@/components/ui/button";
import { isMessageWrite, NO_UNSENT, UNSENT_KEY, unsentSchema, type UnsentMessage } from "@/lib/client/offline/unsent-messages";
import { useWaitingWrites } from "@/lib/client/offline/waiting-writes";
import { useLocalState } from "@/lib/client/local-store";

function Bubble({ body, at, children }: { body: string; at: number; children: React.ReactNode }) {
  return (
    <li className="flex flex-col items-end gap-1" data-testid="waiting-message">
      <div className="bg-primary/70 text-primary-foreground max-w-[85%] rounded-2xl px-3 py-2 text-sm">
        <p className="break-words whitespace-pre-wrap">{body}</p>
      </div>
      <span className="text-muted-foreground text-xs">You · {format(new Date(at), "MMM d, h:mm a")}</span>
      {children}
    </li>
  );
}

export function WaitingMessages({ sendAgain }: { sendAgain: (message: UnsentMessage) => Promise<void> }) {
  const waiting = useWaitingWrites().filter(isMessageWrite);
  const [unsent, setUnsent] = useLocalState(UNSENT_KEY, unsentSchema, NO_UNSENT);
  if (!waiting.length && !unsent.length) return null;
  const remove = (key: string) => setUnsent((list) => list.filter((m) => m.key !== key));
  const again = async (message: UnsentMessage) => {
    try {
      await sendAgain(message);
      remove(message.key);
    } catch {
      // Refused again: it stays, with the composer's error saying why.
    }
  };
  return (
    <ol className="grid gap-3" aria-label="Messages not sent yet">
      {unsent.map((m) => (
        <Bubble key={m.key} body={m.body} at={m.madeAt}>
          <span className="text-destructive text-xs font-medium" data-testid="message-not-sent">
            Not sent: {m.reason}
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => void again(m)}>
              Send again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => remove(m.key)}>
              Delete
            </Button>
          </span>
        </Bubble>
      ))}
      {waiting.map((w) => (
        <Bubble key={w.key} body={String((w.body as { body?: unknown } | undefined)?.body ?? "")} at={w.madeAt}>
          <span className="text-muted-foreground text-xs font-medium" data-testid="message-sending">
            Sending...
          </span>
        </Bubble>
      ))}
    </ol>
  );
}
