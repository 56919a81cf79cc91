"use client";
// Integration points other features plug into the shell. Each slot renders nothing until its
// feature replaces the body with its own component; nothing here pretends to work.
//  - HeaderNotificationsSlot: the notifications bell with its dropdown (01-core s2, s4).
//  - HeaderPushSettingsSlot: the push notification settings button + dialog.
//  - HeaderJournalResetSlot: the journal reset button (only rendered while a user exists).
//  - MenuJournalResetSlot: the mobile menu's Reset Journal entry; render
//    <MenuResetJournalButton onClick={...} /> (components/shell/mobile-menu.tsx) and call
//    closeMenu() before opening the Reset Journal Entries dialog.
//  - ShellOverlaysSlot: app-wide dialogs and watchers (reset dialog, idle/session warning, day
//    change overlay, celebration...), mounted once inside the signed-in shell.
import type { CurrentUser } from "@/lib/schemas/user";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { PushSettingsButton, PushSettingsDialog } from "@/components/notifications/push-settings-dialog";
import { CelebrationHost } from "@/components/celebration/celebration-host";
import { ResetDialog } from "@/components/journal/reset-dialog";
import { HeaderResetButton, MenuResetItem } from "@/components/journal/reset-triggers";

export function HeaderNotificationsSlot() {
  return <NotificationBell />;
}

export function HeaderPushSettingsSlot() {
  return <PushSettingsButton />;
}

/** The Notification Settings dialog the mobile menu opens (it outlives the closed menu). */
export function MenuPushSettingsSlot(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <PushSettingsDialog {...props} />;
}

export function HeaderJournalResetSlot(_props: { user: CurrentUser }) {
  return <HeaderResetButton />;
}

export function MenuJournalResetSlot({ closeMenu }: { user: CurrentUser; closeMenu: () => void }) {
  return <MenuResetItem closeMenu={closeMenu} />;
}

export function ShellOverlaysSlot({ user }: { user: CurrentUser | undefined }) {
  return (
    <>
      <ResetDialog user={user} />
      <CelebrationHost />
    </>
  );
}
