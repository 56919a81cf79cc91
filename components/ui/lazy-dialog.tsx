"use client";
// components/ui/dialog with its Radix code loaded on first open (see lazy-overlay).
import type { ComponentProps } from "react";
import type * as Kind from "@/components/ui/dialog";
import { lazyOverlay, lazyPart } from "@/components/ui/lazy-overlay";

const load = () => import("@/components/ui/dialog");

const dialog = lazyOverlay<ComponentProps<typeof Kind.DialogContent>>("dialog", () =>
  load().then((m) => ({ Root: m.Dialog, Content: m.DialogContent as never })),
);

export const Dialog = dialog.Root;
export const DialogTrigger = dialog.Trigger;
export const DialogContent = dialog.Content;
export const preloadDialog = dialog.preload;
export const DialogHeader = lazyPart(load, (m) => m.DialogHeader);
export const DialogFooter = lazyPart(load, (m) => m.DialogFooter);
export const DialogTitle = lazyPart(load, (m) => m.DialogTitle);
export const DialogDescription = lazyPart(load, (m) => m.DialogDescription);
export const DialogClose = lazyPart(load, (m) => m.DialogClose);
