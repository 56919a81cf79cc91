"use client";
// Nudge (docs/decisions.md "The coach's view"): the chosen members, or every member listed with
// the reason, get a notification (in-app, push when ticked) from a template of the reason, editable.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Spinner } from "@/components/ui/spinner";
import type { AttentionReason } from "@/lib/domain/coach";
import { NUDGE_TEMPLATES, REASON_LABELS } from "@/components/admin/coach/coach-copy";
import { LIMITS } from "@/lib/constants";
import { useSendNudge } from "@/lib/client/use-coach";
import { notify } from "@/lib/client/toast";

export type NudgeTarget = { reason: AttentionReason } & ({ userIds: number[]; names: string[] } | { allWithReason: true; total: number });

export function NudgeDialog({ target, onClose }: { target: NudgeTarget; onClose: (sent: boolean) => void }) {
  const templates = NUDGE_TEMPLATES[target.reason];
  const [form, setForm] = useState({ ...templates[0], sendPush: false });
  const send = useSendNudge();
  const who = "userIds" in target ? (target.names.length === 1 ? target.names[0] : `${target.names.length} members`) : `every member listed for "${REASON_LABELS[target.reason]}" (${target.total.toLocaleString("en-US")})`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const recipients = "userIds" in target ? { userIds: target.userIds } : { allWithReason: true as const };
    send.mutate(
      { reason: target.reason, title: form.title.trim(), message: form.message.trim(), sendPush: form.sendPush, ...recipients },
      {
        onSuccess: ({ sent }) => {
          notify("success", "Nudge sent", `Sent to ${sent.toLocaleString("en-US")} ${sent === 1 ? "member" : "members"}`);
          onClose(true);
        },
        onError: (error) => notify("error", "Nudge not sent", error.message),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Nudge</DialogTitle>
            <DialogDescription>To {who}.</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Templates</legend>
            <div className="flex flex-wrap gap-2">
              {templates.map((t) => (
                <Button key={t.title} type="button" variant="outline" size="sm" onClick={() => setForm((f) => ({ ...f, ...t }))}>
                  {t.title}
                </Button>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="nudge-title">Title</Label>
            <Input id="nudge-title" value={form.title} maxLength={LIMITS.notificationTitle} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="nudge-message">Message</Label>
            <Textarea id="nudge-message" value={form.message} maxLength={LIMITS.notificationMessage} onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))} required />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="nudge-push" checked={form.sendPush} onCheckedChange={(v) => setForm((f) => ({ ...f, sendPush: v === true }))} />
            <Label htmlFor="nudge-push">Also send as a push notification</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onClose(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending || !form.title.trim() || !form.message.trim()}>
              {send.isPending && <Spinner />} Send nudge
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
