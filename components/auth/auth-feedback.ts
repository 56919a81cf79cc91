// Turns sign-in messages into the toasts of docs/product/shell-and-sign-in.md#sign-in-and-registration: a message carrying its own title
// ("Invalid Code: Registration code must be 8 alphanumeric digits.") is split into title and
// description; any other message goes under the given title ("Error", "Login Failed"...).
import { toast } from "@/lib/client/toast";

const TITLED = /^([A-Z][A-Za-z ]{1,30}): (.+)$/s;

export function toastParts(message: string, fallbackTitle: string): { title: string; description: string } {
  const match = TITLED.exec(message);
  return match ? { title: match[1], description: match[2] } : { title: fallbackTitle, description: message };
}

// The sign-in forms' error toasts still open: a success closes them, so the next screen does
// not open under a stale 'Invalid Code' (docs/decisions.md "Toast titles of sign-in messages").
const openErrors: Array<() => void> = [];

export function showAuthError(message: string, fallbackTitle: string) {
  openErrors.push(toast({ ...toastParts(message, fallbackTitle), variant: "destructive" }).dismiss);
}

export function clearAuthErrors() {
  openErrors.splice(0).forEach((dismiss) => dismiss());
}
