"use client";
// Overlays (dialog, alert dialog, sheet, popover) whose Radix code loads the first time one opens,
// or earlier when the pointer or focus reaches its trigger, so no page ships it in its first-load
// script (docs/decisions.md "Loaded when used, not with the page"). components/ui/lazy-*.tsx give each kind the same parts and props as its
// components/ui/<kind>.tsx; the root and the trigger are rendered here at once, the content and
// every part inside it come from the kind's chunk. The content stays mounted after the first open
// (close animation), and focus goes back to the trigger (or to what had it when it opened).
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ComponentProps, ComponentType, ReactNode, RefObject } from "react";
import { Slot } from "radix-ui";

export type RootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; modal?: boolean; children?: ReactNode };

type OverlayState = {
  open: boolean;
  opened: boolean;
  setOpen: (open: boolean) => void;
  modal: boolean | undefined;
  preload: () => void;
};

const OverlayContext = createContext<OverlayState | null>(null);
const TriggerContext = createContext<RefObject<HTMLElement | null>>({ current: null });

function useOverlay(): OverlayState {
  const state = useContext(OverlayContext);
  if (!state) throw new Error("A lazy overlay part must be inside its root");
  return state;
}

/** What the kind's chunk provides: its Radix root and content (and an anchor for a popover). */
export type OverlayKit = {
  Root: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; modal?: boolean; children?: ReactNode }>;
  Content: ComponentType<Record<string, unknown>>;
  Anchor?: ComponentType<{ virtualRef: RefObject<HTMLElement | null> }>;
};

type FocusEvent = { preventDefault(): void; defaultPrevented: boolean };
type OutsideEvent = FocusEvent & { target: EventTarget | null };
type ContentHandlers = { onCloseAutoFocus?: (event: Event) => void; onInteractOutside?: (event: Event) => void };

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed fetch is tried again on the next open
      throw error;
    });
    return pending;
  };
}

/** One part of a kind (title, description, header, close button...) from the kind's chunk. */
export function lazyPart<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/**
 * The root, trigger and content of one kind. `role` is the trigger's aria-haspopup ("dialog",
 * "menu"...). `ContentProps` are the props of the kind's own content component.
 */
export function lazyOverlay<ContentProps extends object>(role: "dialog" | "menu", loadKit: () => Promise<OverlayKit>) {
  const loadOnce = once(loadKit);
  const preload = () => void loadOnce().catch(() => undefined);

  const LoadedContent = lazy(() =>
    loadOnce().then(({ Root, Content, Anchor }) => ({
      default: function LoadedOverlay({ overlay, props }: { overlay: OverlayState; props: ContentProps & ContentHandlers }) {
        const triggerRef = useContext(TriggerContext);
        const returnTo = useRef<Element | null>(typeof document === "undefined" ? null : document.activeElement);
        const onCloseAutoFocus = (event: Event) => {
          props.onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = triggerRef.current ?? returnTo.current;
          if (target instanceof HTMLElement && target.isConnected) target.focus();
        };
        const onInteractOutside = (event: Event) => {
          props.onInteractOutside?.(event);
          // The trigger toggles the overlay itself: a press on it is not a press outside.
          const target = (event as unknown as OutsideEvent).target;
          if (target instanceof Node && triggerRef.current?.contains(target)) event.preventDefault();
        };
        return (
          <Root open={overlay.open} onOpenChange={overlay.setOpen} modal={overlay.modal}>
            {Anchor && <Anchor virtualRef={triggerRef} />}
            <Content {...props} onCloseAutoFocus={onCloseAutoFocus} onInteractOutside={onInteractOutside} />
          </Root>
        );
      },
    })),
  );

  function Root({ open, defaultOpen = false, onOpenChange, modal, children }: RootProps) {
    const [uncontrolled, setUncontrolled] = useState(defaultOpen);
    const isOpen = open ?? uncontrolled;
    const [opened, setOpened] = useState(isOpen);
    if (isOpen && !opened) setOpened(true);
    const triggerRef = useRef<HTMLElement | null>(null);
    const setOpen = useCallback(
      (next: boolean) => {
        if (open === undefined) setUncontrolled(next);
        onOpenChange?.(next);
      },
      [open, onOpenChange],
    );
    const state = useMemo(() => ({ open: isOpen, opened, setOpen, modal, preload }), [isOpen, opened, setOpen, modal]);
    return (
      <OverlayContext.Provider value={state}>
        <TriggerContext.Provider value={triggerRef}>{children}</TriggerContext.Provider>
      </OverlayContext.Provider>
    );
  }

  function Trigger({ asChild, onClick, onPointerEnter, onFocus, ...props }: ComponentProps<"button"> & { asChild?: boolean }) {
    const overlay = useOverlay();
    const triggerRef = useContext(TriggerContext);
    const Comp = asChild ? Slot.Root : "button";
    return (
      <Comp
        type={asChild ? undefined : "button"}
        aria-haspopup={role}
        aria-expanded={overlay.open}
        data-state={overlay.open ? "open" : "closed"}
        {...props}
        ref={triggerRef as RefObject<HTMLButtonElement>}
        onPointerEnter={(event: React.PointerEvent<HTMLButtonElement>) => {
          onPointerEnter?.(event);
          overlay.preload();
        }}
        onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
          onFocus?.(event);
          overlay.preload();
        }}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          onClick?.(event);
          if (!event.defaultPrevented) overlay.setOpen(!overlay.open);
        }}
      />
    );
  }

  function Content(props: ContentProps) {
    const overlay = useOverlay();
    if (!overlay.opened) return null;
    return (
      <Suspense fallback={null}>
        <LoadedContent overlay={overlay} props={props} />
      </Suspense>
    );
  }

  return { Root, Trigger, Content, preload };
}
