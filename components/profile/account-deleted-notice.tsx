// Shown on / after "Delete my account" (/?notice=account-deleted).
import { ACCOUNT_DELETED_NOTICE, ACCOUNT_MESSAGES } from "@/lib/schemas/account";

export function AccountDeletedNotice({ notice }: { notice?: string | string[] }) {
  if (notice !== ACCOUNT_DELETED_NOTICE) return null;
  return (
    <div role="status" className="mb-4 rounded-xl border border-emerald-600/40 bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
      <p className="font-semibold">{ACCOUNT_MESSAGES.deletedTitle}</p>
      <p>{ACCOUNT_MESSAGES.deleted}</p>
    </div>
  );
}
