"use client";
// The Message Center's kind filter (docs/decisions.md "The kind filter"): All, Sent by admins, Badges, Reminders, Messages, as
// a labelled group of toggle buttons (the pressed one is the filter).
import { Button } from "@/components/ui/button";
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKindFilter } from "@/lib/domain/notification-kind";

const CHOICES: NotificationKindFilter[] = ["all", ...NOTIFICATION_KINDS];

export function NotificationKindFilter({ value, onChange }: { value: NotificationKindFilter; onChange: (kind: NotificationKindFilter) => void }) {
  return (
    <div role="group" aria-label="Kind" className="bg-muted inline-flex flex-wrap gap-1 rounded-lg p-1">
      {CHOICES.map((kind) => (
        <Button
          key={kind}
          type="button"
          size="sm"
          variant={value === kind ? "default" : "ghost"}
          aria-pressed={value === kind}
          className="h-7 px-2.5"
          onClick={() => onChange(kind)}
        >
          {NOTIFICATION_KIND_LABELS[kind]}
        </Button>
      ))}
    </div>
  );
}
