// Auto-logout (docs/product/shell-and-sign-in.md#idle-and-session-lifecycle): post the logout, clear the stored last session and sleep flags, set
// `auto_logout` (the login screen then says the session ended after inactivity) and go to /auth.
// If the logout fails the page reloads. A 401 means the session had already ended: that counts.
import { ApiCallError, apiWrite } from "@/lib/client/api";
import { clearLastSession, clearSleepFlags, setAutoLogoutFlag } from "@/lib/client/sync/session-storage";

export type Navigation = { go: (path: string) => void; reload: () => void };

const browser: Navigation = {
  go: (path) => window.location.assign(path),
  reload: () => window.location.reload(),
};

export async function autoLogout(nav: Navigation = browser, onLoggedOut?: () => void): Promise<void> {
  try {
    await apiWrite("POST", "/api/logout");
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 401)) {
      nav.reload();
      return;
    }
  }
  clearLastSession();
  clearSleepFlags();
  setAutoLogoutFlag();
  onLoggedOut?.();
  // Loaded at sign-out only (the first-load script of every screen stays lean).
  await import("@/lib/client/offline/forget-device").then((m) => m.forgetDevice());
  nav.go("/auth");
}
