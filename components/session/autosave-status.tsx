"use client";
// The small label next to an autosaved field: Saving... / Saved / Offline, will retry (docs/decisions.md "Session lifecycle and sync").
import { CheckIcon, CloudOffIcon, Loader2Icon, TriangleAlertIcon } from "@/components/ui/icons";
import type { AutosaveStatus as Status } from "@/lib/client/use-autosave";
import { cn } from "@/lib/utils";

export const AUTOSAVE_LABELS: Record<Exclude<Status, "idle">, string> = {
  saving: "Saving...",
  saved: "Saved",
  offline: "Offline, will retry",
  error: "Not saved",
};

const ICONS = { saving: Loader2Icon, saved: CheckIcon, offline: CloudOffIcon, error: TriangleAlertIcon } as const;

export function AutosaveStatus({ status, className }: { status: Status; className?: string }) {
  if (status === "idle") return null;
  const Icon = ICONS[status];
  return (
    <span
      role="status"
      aria-live="polite"
      data-status={status}
      className={cn(
        "text-muted-foreground inline-flex items-center gap-1 text-xs",
        status === "offline" && "text-amber-600 dark:text-amber-400",
        status === "error" && "text-destructive",
        className,
      )}
    >
      <Icon className={cn("size-3", status === "saving" && "animate-spin")} aria-hidden />
      {AUTOSAVE_LABELS[status]}
    </span>
  );
}
