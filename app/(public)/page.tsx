import { redirect } from "next/navigation";
import { getServerUser } from "@/lib/auth/server";
import { AuthFrame } from "@/components/auth/auth-frame";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { AccountDeletedNotice } from "@/components/profile/account-deleted-notice";

export const metadata = { title: "Login" };

// "/" - Login and Register tabs; a signed-in visitor goes to /dashboard (docs/product/shell-and-sign-in.md#routes-and-redirects).
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  if (await getServerUser()) redirect("/dashboard");
  return (
    <AuthFrame>
      <AccountDeletedNotice notice={(await searchParams).notice} />
      <AuthTabs />
    </AuthFrame>
  );
}
