"use client";
// The app's toast store (shadcn's use-toast reducer): at most one toast visible, a closed toast
// stays in memory for TIMINGS.toastRemoveDelayMs before it is dropped (docs/product/shell-and-sign-in.md#toasts).
// `toast()` and `notify()` can be called from any component or hook; <Toaster/> renders them.
import * as React from "react";
import { TIMINGS } from "@/lib/constants";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = TIMINGS.toastRemoveDelayMs;

export type ToastVariant = "default" | "destructive" | "success" | "warning";

/** A toast as the store keeps it; <Toaster/> spreads the rest onto components/ui/toast's Toast. */
export type ToasterToast = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A <ToastAction> element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  duration?: number;
  className?: string;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function queueRemove(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      // The newest toast replaces the visible one (TOAST_LIMIT = 1).
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return { ...state, toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id);
    ids.forEach(queueRemove);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export type ToastInput = {
  title: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; default TIMINGS.toastDurationMs (set on the provider). */
  duration?: number;
  action?: React.ReactElement;
};

export function toast({ title, description, variant = "default", duration, action }: ToastInput) {
  const id = genId();
  const update = (props: Partial<ToasterToast>) => dispatch({ type: "UPDATE_TOAST", toast: { ...props, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      id,
      title,
      description,
      variant,
      duration,
      action,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export type NotifyKind = "success" | "error" | "warning" | "achievement" | "reminder";

export const NOTIFY_STYLE: Record<NotifyKind, { emoji: string; variant: ToastVariant }> = {
  success: { emoji: "✅", variant: "success" },
  error: { emoji: "❌", variant: "destructive" },
  warning: { emoji: "⚠️", variant: "warning" },
  achievement: { emoji: "🏆", variant: "success" },
  reminder: { emoji: "⏰", variant: "default" },
};

/** The app-level helper: a toast whose title carries the kind's emoji prefix. */
export function notify(kind: NotifyKind, title: string, description?: string) {
  const { emoji, variant } = NOTIFY_STYLE[kind];
  return toast({ title: `${emoji} ${title}`, description, variant });
}

/** Is any toast in the store (shown or waiting for the toaster to load)? */
export const hasToasts = () => memoryState.toasts.length > 0;

/** Called on every store change until unsubscribed (the lazy toaster waits for the first toast). */
export function subscribeToasts(onChange: () => void): () => void {
  const listener = () => onChange();
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: "DISMISS_TOAST", toastId });
}

const getState = () => memoryState;

/**
 * The store's toasts for <Toaster/>. useSyncExternalStore, not useState + an effect: a toast raised
 * between the lazily loaded toaster's first render and its effect (a form submitted while the
 * toaster's chunk arrives) would otherwise be missed until the next toast.
 */
export function useToast() {
  const state = React.useSyncExternalStore(subscribeToasts, getState, getState);
  return { ...state, toast, dismiss: dismissToast };
}
