"use client";
// components/ui/alert-dialog with its Radix code loaded on first open (see lazy-overlay).
import type { ComponentProps } from "react";
import type * as Kind from "@/components/ui/alert-dialog";
import { lazyOverlay, lazyPart } from "@/components/ui/lazy-overlay";

const load = () => import("@/components/ui/alert-dialog");

const alertDialog = lazyOverlay<ComponentProps<typeof Kind.AlertDialogContent>>("dialog", () =>
  load().then((m) => ({ Root: m.AlertDialog, Content: m.AlertDialogContent as never })),
);

export const AlertDialog = alertDialog.Root;
export const AlertDialogTrigger = alertDialog.Trigger;
export const AlertDialogContent = alertDialog.Content;
export const AlertDialogHeader = lazyPart(load, (m) => m.AlertDialogHeader);
export const AlertDialogFooter = lazyPart(load, (m) => m.AlertDialogFooter);
export const AlertDialogTitle = lazyPart(load, (m) => m.AlertDialogTitle);
export const AlertDialogDescription = lazyPart(load, (m) => m.AlertDialogDescription);
export const AlertDialogAction = lazyPart(load, (m) => m.AlertDialogAction);
export const AlertDialogCancel = lazyPart(load, (m) => m.AlertDialogCancel);
