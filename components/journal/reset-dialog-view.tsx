"use client";
// What the reset dialog shows (reset-dialog.tsx owns its phases): loaded with the dialog's first
// open or on the pointer/focus reaching a reset trigger, off the first load (docs/decisions.md "Loaded when used, not with the page").
import { CheckCircle2Icon, Loader2Icon, RotateCcwIcon, ShieldCheckIcon, SunriseIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/lazy-dialog";
import type { ResetMode } from "@/lib/client/use-reset";
import type { ResetPhase } from "@/components/journal/reset-dialog-store";

export function ResetDialogBody({ phase, mode, onCancel, onConfirm }: { phase: ResetPhase; mode: ResetMode; onCancel: () => void; onConfirm: () => void }) {
  const busy = phase === "resetting";
  return (
    <>
      {phase === "success" ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center">
          <CheckCircle2Icon className="size-14 text-emerald-600 motion-safe:animate-in motion-safe:zoom-in-50" aria-hidden />
          <DialogTitle className="text-xl">Fresh page, fresh start!</DialogTitle>
          <DialogDescription>Your SMART goals are right where you left them.</DialogDescription>
        </div>
      ) : (
        <>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              {mode === "auto" ? <SunriseIcon className="size-5 text-gold-700" aria-hidden /> : <RotateCcwIcon className="size-5" aria-hidden />}
              Reset Journal Entries
            </DialogTitle>
            <DialogDescription>
              {mode === "auto"
                ? "A new day has begun! Start today's journal on a fresh page."
                : "Start a fresh journal page for today."}{" "}
              Everything you wrote so far stays in your calendar.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 text-sm sm:grid-cols-2">
            <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-800 dark:bg-emerald-950/40">
              <p className="flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
                <ShieldCheckIcon className="size-4" aria-hidden /> Kept
              </p>
              <p className="mt-1 text-muted-foreground">SMART goals, your main goal and every earlier page.</p>
            </div>
            <div className="rounded-lg border bg-muted/50 p-3">
              <p className="flex items-center gap-1.5 font-semibold">
                <RotateCcwIcon className="size-4" aria-hidden /> Fresh
              </p>
              <p className="mt-1 text-muted-foreground">Tasks, behavior, learned, accomplished, mindset and notes.</p>
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onCancel}>
              {mode === "auto" ? "Not now" : "Cancel"}
            </Button>
            <Button disabled={busy} onClick={onConfirm}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
              {busy ? "Resetting..." : mode === "auto" ? "Start Fresh Day" : "Reset Journal"}
            </Button>
          </DialogFooter>
        </>
      )}
    </>
  );
}
