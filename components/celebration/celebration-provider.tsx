"use client";
// `useCelebration().celebrate({...})` from anywhere under the provider opens the popup.
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import {
  CLOSED_CELEBRATION,
  makeBurst,
  type BurstItem,
  type CelebrationState,
  type CelebrationType,
} from "@/components/celebration/celebration-kinds";
import { CelebrationPopup } from "@/components/celebration/celebration-popup";

export type CelebrateInput = { title: string; message: string; type?: CelebrationType; points?: number };

type CelebrationApi = { celebrate: (input: CelebrateInput) => void; close: () => void; state: CelebrationState };

const CelebrationContext = createContext<CelebrationApi | null>(null);

export function CelebrationProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<CelebrationState>(CLOSED_CELEBRATION);
  const [show, setShow] = useState<{ id: number; burst: BurstItem[] }>({ id: 0, burst: [] });

  const celebrate = useCallback(({ title, message, type = "general", points = 0 }: CelebrateInput) => {
    setState({ isOpen: true, title, message, type, points });
    setShow((prev) => ({ id: prev.id + 1, burst: makeBurst(type) }));
  }, []);
  const close = useCallback(() => setState((prev) => (prev.isOpen ? { ...prev, isOpen: false } : prev)), []);

  const api = useMemo(() => ({ celebrate, close, state }), [celebrate, close, state]);
  return (
    <CelebrationContext.Provider value={api}>
      {children}
      <CelebrationPopup state={state} showId={show.id} burst={show.burst} onClose={close} />
    </CelebrationContext.Provider>
  );
}

export function useCelebration(): CelebrationApi {
  const api = useContext(CelebrationContext);
  if (!api) throw new Error("useCelebration must be used inside <CelebrationProvider>");
  return api;
}
