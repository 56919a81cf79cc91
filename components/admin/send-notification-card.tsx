"use client";
// 'Send Notification' (docs/product/admin-and-coach.md#access, #sending-notifications): recipients, Title, Message, push,
// 'Schedule for later' with a datetime-local input; validation and result toasts; while a send is
// delivered, its progress ("Delivering: 12,345 of 20,000", docs/decisions.md "The job queue").
import { useState } from "react";
import { format } from "date-fns";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { RecipientPicker } from "@/components/admin/recipient-picker";
import { EMPTY_SEND_FORM, scheduledIso, validateSendForm, type SendForm } from "@/components/admin/admin-rules";
import { failureMessage } from "@/lib/client/api";
import { useSendNotification, useSendProgress, type SendTarget } from "@/lib/client/use-admin";
import { progressDetails, progressLine, progressWarns } from "@/lib/domain/send-progress";
import { notify, toast } from "@/lib/client/toast";
import { LIMITS } from "@/lib/constants";

const failed = (description: string) => toast({ title: "Error", description, variant: "destructive" });

function targetOf(form: SendForm): SendTarget {
  if (form.mode === "all") return { mode: "all" };
  return form.mode === "single" ? { mode: "single", userIds: [Number(form.userId)] } : { mode: "multiple", userIds: form.userIds };
}

export function SendNotificationCard() {
  const send = useSendNotification();
  const [form, setForm] = useState<SendForm>(EMPTY_SEND_FORM);
  const [sendId, setSendId] = useState<number | null>(null);
  const progress = useSendProgress(sendId).data;
  const change = (patch: Partial<SendForm>) => setForm((prev) => ({ ...prev, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateSendForm(form);
    if (problem) return failed(problem);
    const target = targetOf(form);
    const content = { title: form.title.trim(), message: form.message.trim(), sendPush: form.sendPush, scheduledFor: scheduledIso(form) };
    // One recipient: the single text; several or all: the server's message (a single send's
    // failure comes back in `failures`, not as an error: lib/client/use-admin).
    const sendFailed = (error: unknown) => failed(target.mode === "single" ? "Failed to send notification" : `Failed to send notifications: ${failureMessage(error)}`);
    // One key per submission: every retry of this submission is the same send.
    const key = crypto.randomUUID();
    setSendId(null);
    send.mutate(
      { target, content, key },
      {
        onSuccess: ({ failures, sendIds }) => {
          // A scheduled send is delivered by the cron later: nothing to follow now.
          if (sendIds.length === 1 && !content.scheduledFor) setSendId(sendIds[0]);
          if (failures.length) return sendFailed(failures[0]);
          if (target.mode === "all") notify("success", "Notification sent to all users");
          else if (target.mode === "multiple") notify("success", `Notification sent to ${target.userIds.length} users`);
          else notify("success", "Notification sent successfully");
          setForm(EMPTY_SEND_FORM);
        },
        onError: sendFailed,
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send Notification</CardTitle>
        <CardDescription>Send an in-app message, optionally as a push notification, now or later</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <RecipientPicker form={form} onChange={change} />
          <div className="space-y-2">
            <Label htmlFor="notification-title">Title</Label>
            <Input id="notification-title" value={form.title} maxLength={LIMITS.notificationTitle} onChange={(e) => change({ title: e.target.value })} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="notification-message">Message</Label>
            <Textarea id="notification-message" rows={3} value={form.message} maxLength={LIMITS.notificationMessage} onChange={(e) => change({ message: e.target.value })} />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="notification-push" checked={form.sendPush} onCheckedChange={(v) => change({ sendPush: v === true })} />
            <Label htmlFor="notification-push" className="font-normal">
              Send as push notification
            </Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id="notification-schedule" checked={form.schedule} onCheckedChange={(v) => change({ schedule: v === true })} />
            <Label htmlFor="notification-schedule" className="font-normal">
              Schedule for later
            </Label>
          </div>
          {form.schedule && (
            <div className="space-y-2">
              <Label htmlFor="notification-when">Schedule Date & Time</Label>
              <Input
                id="notification-when"
                type="datetime-local"
                className="w-full sm:w-72"
                min={format(new Date(), "yyyy-MM-dd'T'HH:mm")}
                value={form.scheduledAt}
                onChange={(e) => change({ scheduledAt: e.target.value })}
              />
            </div>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? "Sending..." : "Send Notification"}
          </Button>
          {progress && (
            <div role="status" className={progressWarns(progress) ? "space-y-1 text-sm text-destructive" : "space-y-1 text-sm"}>
              <p className="font-medium" data-testid="send-progress">
                {progressLine(progress)}
              </p>
              {progressDetails(progress).map((line) => (
                <p key={line} data-testid="send-progress-detail">
                  {line}
                </p>
              ))}
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
