"use client";
// Reset Journal Entries (01-core s4 "Journal reset"): opens by itself on the first visit of a
// local day (see reset-rules) or from the header / mobile menu; open -> resetting -> a success view
// with confetti for about 1.5 s -> closed. SMART goals and the main goal stay; earlier pages
// stay on /calendar.
import { useEffect, useState } from "react";
import { CheckCircle2Icon, Loader2Icon, RotateCcwIcon, ShieldCheckIcon, SunriseIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/lazy-dialog";
import { fireConfetti } from "@/components/celebration/confetti";
import { serverMessageOf } from "@/lib/client/api";
import { setResetDialogOpen, useResetRequests } from "@/components/journal/reset-dialog-store";
import { autoResetFor } from "@/components/journal/reset-rules";
import { TIMINGS } from "@/lib/constants";
import { toast } from "@/lib/client/toast";
import type { CurrentUser } from "@/lib/schemas/user";
import { useResetJournal, type ResetMode } from "@/lib/client/use-reset";

export type ResetPhase = "closed" | "open" | "resetting" | "success";

export const RESET_TOAST = {
  title: "Journal Reset Complete",
  description: "Your journal has been reset for a fresh start! Your SMART goals have been preserved.",
};

export function ResetDialog({ user }: { user: CurrentUser | undefined }) {
  const { mutateAsync: resetJournal } = useResetJournal();
  const [phase, setPhase] = useState<ResetPhase>("closed");
  const [mode, setMode] = useState<ResetMode>("manual");
  const [autoOpenedFor, setAutoOpenedFor] = useState<string | null>(null);
  const requests = useResetRequests();
  const [handledRequests, setHandledRequests] = useState(requests);

  if (requests !== handledRequests) {
    setHandledRequests(requests);
    if (phase === "closed") {
      setMode("manual");
      setPhase("open");
    }
  }
  const auto = autoResetFor(user);
  if (auto === "dialog" && user && autoOpenedFor !== user.today && phase === "closed") {
    setAutoOpenedFor(user.today);
    setMode("auto");
    setPhase("open");
  }

  const silentDay = auto === "silent" ? user?.today : undefined;
  useEffect(() => {
    if (!silentDay) return;
    resetJournal("auto").catch((error) => console.error("Journal reset failed", error));
  }, [silentDay, resetJournal]);

  useEffect(() => setResetDialogOpen(phase !== "closed"), [phase]);

  useEffect(() => {
    if (phase !== "success") return;
    fireConfetti();
    const done = setTimeout(() => setPhase("closed"), TIMINGS.resetSuccessMs);
    return () => clearTimeout(done);
  }, [phase]);

  const confirm = async () => {
    setPhase("resetting");
    try {
      await resetJournal(mode);
      setPhase("success");
      toast({ ...RESET_TOAST, variant: "success" });
    } catch (error) {
      console.error("Journal reset failed", error);
      if (mode === "manual") {
        toast({
          title: "Reset Failed",
          description: serverMessageOf(error) ?? "Unable to reset journal entries",
          variant: "destructive",
        });
        setPhase("open");
      } else {
        setPhase("closed");
      }
    }
  };

  const busy = phase === "resetting";
  return (
    <Dialog open={phase !== "closed"} onOpenChange={(open) => !open && !busy && setPhase("closed")}>
      <DialogContent data-testid="reset-dialog" data-phase={phase} showCloseButton={!busy} className="sm:max-w-md">
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
              <Button variant="outline" disabled={busy} onClick={() => setPhase("closed")}>
                {mode === "auto" ? "Not now" : "Cancel"}
              </Button>
              <Button disabled={busy} onClick={() => void confirm()}>
                {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : <RotateCcwIcon aria-hidden />}
                {busy ? "Resetting..." : mode === "auto" ? "Start Fresh Day" : "Reset Journal"}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
