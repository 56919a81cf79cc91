"use client";
// components/ui/sheet with its Radix code loaded on first open (see lazy-overlay).
import type { ComponentProps } from "react";
import type * as Kind from "@/components/ui/sheet";
import { lazyOverlay, lazyPart } from "@/components/ui/lazy-overlay";

const load = () => import("@/components/ui/sheet");

const sheet = lazyOverlay<ComponentProps<typeof Kind.SheetContent>>("dialog", () =>
  load().then((m) => ({ Root: m.Sheet, Content: m.SheetContent as never })),
);

export const Sheet = sheet.Root;
export const SheetTrigger = sheet.Trigger;
export const SheetContent = sheet.Content;
export const SheetHeader = lazyPart(load, (m) => m.SheetHeader);
export const SheetFooter = lazyPart(load, (m) => m.SheetFooter);
export const SheetTitle = lazyPart(load, (m) => m.SheetTitle);
export const SheetDescription = lazyPart(load, (m) => m.SheetDescription);
export const SheetClose = lazyPart(load, (m) => m.SheetClose);
