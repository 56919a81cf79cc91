"use client";
// Where the member opens the reset dialog: the header button and the mobile menu entry.
import { RotateCcwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { MenuResetJournalButton } from "@/components/shell/mobile-menu";
import { openResetDialog } from "@/components/journal/reset-dialog-store";

export function HeaderResetButton() {
  return (
    <Button variant="ghost" size="icon" aria-label="Reset Journal" title="Reset Journal" onClick={openResetDialog}>
      <RotateCcwIcon />
    </Button>
  );
}

export function MenuResetItem({ closeMenu }: { closeMenu: () => void }) {
  return (
    <MenuResetJournalButton
      onClick={() => {
        closeMenu();
        openResetDialog();
      }}
    />
  );
}
