// The flag the idle timer sets before sending the member to /auth (01-core s4); the login screen
// reads it once, says the session ended after inactivity and clears it.
export const AUTO_LOGOUT_KEY = "auto_logout";

export function takeAutoLogoutFlag(): boolean {
  try {
    const set = localStorage.getItem(AUTO_LOGOUT_KEY) !== null;
    if (set) localStorage.removeItem(AUTO_LOGOUT_KEY);
    return set;
  } catch {
    return false;
  }
}
