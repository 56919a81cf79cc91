"use client";
// Reset Journal Entries (docs/product/journal-and-reset.md#the-reset-dialog): opens by itself on the first visit of a
// local day (see reset-rules) or from the header / mobile menu; open -> resetting -> a success view
// with confetti for about 1.5 s -> closed. SMART goals and the main goal stay; earlier pages
// stay on /calendar.
import { lazy, Suspense, useEffect, useState } from "react";
import { Dialog, DialogContent, preloadDialog } from "@/components/ui/lazy-dialog";
import { fireConfetti } from "@/components/celebration/confetti";
import { serverMessageOf } from "@/lib/client/api";
import { setResetDialogOpen, useResetRequests, type ResetPhase } from "@/components/journal/reset-dialog-store";
import { autoResetFor } from "@/components/journal/reset-rules";
import { TIMINGS } from "@/lib/constants";
import { toast } from "@/lib/client/toast";
import type { CurrentUser } from "@/lib/schemas/user";
import { useResetJournal, type ResetMode } from "@/lib/client/use-reset";


// The dialog's view is its own chunk (docs/decisions.md "Loaded when used, not with the page"): loaded on the first open, or earlier by preloadResetDialog.
const loadBody = () => import("@/components/journal/reset-dialog-view");
const ResetDialogBody = lazy(() => loadBody().then((m) => ({ default: m.ResetDialogBody })));

/** Fetches the dialog's code (Radix and its view) before a trigger is pressed. */
export function preloadResetDialog() {
  preloadDialog();
  void loadBody().catch(() => undefined);
}

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
        <Suspense fallback={null}>
          <ResetDialogBody phase={phase} mode={mode} onCancel={() => setPhase("closed")} onConfirm={() => void confirm()} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
