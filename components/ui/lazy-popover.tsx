"use client";
// components/ui/popover with its Radix code (and floating-ui) loaded on first open (see
// lazy-overlay): the content is placed against the trigger through a virtual anchor.
import type { ComponentProps } from "react";
import type * as Kind from "@/components/ui/popover";
import { lazyOverlay } from "@/components/ui/lazy-overlay";

const popover = lazyOverlay<ComponentProps<typeof Kind.PopoverContent>>("dialog", () =>
  import("@/components/ui/popover").then((m) => ({ Root: m.Popover, Content: m.PopoverContent as never, Anchor: m.PopoverAnchor })),
);

export const Popover = popover.Root;
export const PopoverTrigger = popover.Trigger;
export const PopoverContent = popover.Content;
