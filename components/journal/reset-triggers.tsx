"use client";
// The header button that opens the reset dialog (the mobile menu has its own entry).
import { RotateCcwIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { preloadResetDialog } from "@/components/journal/reset-dialog";
import { openResetDialog } from "@/components/journal/reset-dialog-store";

export function HeaderResetButton() {
  return (
    <Button variant="ghost" size="icon" aria-label="Reset Journal" title="Reset Journal" onClick={openResetDialog} onPointerEnter={preloadResetDialog} onFocus={preloadResetDialog}>
      <RotateCcwIcon />
    </Button>
  );
}
