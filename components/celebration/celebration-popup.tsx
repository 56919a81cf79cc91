"use client";
// The celebration popup (docs/product/points-and-badges.md#celebrations): title, message, optional
// '+n Points', Continue and close buttons, Escape and backdrop close, confetti, a 20-emoji burst
// by kind, the achievement sound, and it closes by itself after 3 s.
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { BrainIcon, CheckCheckIcon, LightbulbIcon, PartyPopperIcon, TrophyIcon, type LucideIcon } from "lucide-react";
import type { CelebrationState, CelebrationType } from "@/lib/client/celebration";
import { fireConfetti } from "@/components/celebration/confetti";
import { EmojiBurst } from "@/components/celebration/emoji-burst";
import { useReducedMotion } from "@/components/celebration/reduced-motion";
import { playSound } from "@/components/celebration/sound";
import { TIMINGS, pointsLabel } from "@/lib/constants";

const ICONS: Record<CelebrationType, LucideIcon> = {
  general: PartyPopperIcon,
  smart: TrophyIcon,
  daily: CheckCheckIcon,
  mindset: BrainIcon,
  learning: LightbulbIcon,
};

type Props = {
  state: CelebrationState;
  /** Changes with every celebration, so a new one restarts the effects, the 3 s timer and the burst. */
  showId: number;
  onClose: () => void;
};

export function CelebrationPopup({ state, showId, onClose }: Props) {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!state.isOpen) return;
    playSound("achievement");
    if (!reducedMotion) fireConfetti();
    const timer = setTimeout(onClose, TIMINGS.celebrationAutoCloseMs);
    return () => clearTimeout(timer);
  }, [state.isOpen, showId, reducedMotion, onClose]);

  const Icon = ICONS[state.type];
  return (
    <>
      {state.isOpen && !reducedMotion && <EmojiBurst key={showId} type={state.type} />}
      <Dialog open={state.isOpen} onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          data-testid="celebration-popup"
          data-celebration-type={state.type}
          className="overflow-hidden border-gold-500/60 p-0 text-center sm:max-w-sm [&>[data-slot=dialog-close]]:text-white [&>[data-slot=dialog-close]]:opacity-90"
        >
          <div className="bg-gradient-to-br from-cardinal-700 via-cardinal-600 to-cardinal-800 px-6 pt-8 pb-10 text-white">
            <div
              aria-hidden
              className="mx-auto flex size-20 items-center justify-center rounded-full bg-white/15 shadow-inner ring-4 ring-gold-500/70 motion-safe:animate-bounce"
            >
              <Icon className="size-10 text-gold-300" />
            </div>
          </div>
          <div className="-mt-6 space-y-3 px-6 pb-6">
            {state.points > 0 && (
              <div className="mx-auto w-fit rounded-full bg-gradient-to-r from-gold-300 to-gold-500 px-4 py-1.5 text-sm font-bold text-cardinal-900 shadow-md">
                {pointsLabel(state.points)}
              </div>
            )}
            {state.detail && (
              <p className="text-sm font-medium text-muted-foreground" data-testid="celebration-detail">
                {state.detail}
              </p>
            )}
            <DialogTitle className="text-xl font-bold">{state.title}</DialogTitle>
            <DialogDescription className="text-base">{state.message}</DialogDescription>
            <Button className="mt-2 w-full bg-cardinal-700 text-white hover:bg-cardinal-800" onClick={onClose} autoFocus>
              Continue
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
