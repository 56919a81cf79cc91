import { redirect } from "next/navigation";
import { getServerUser } from "@/lib/auth/server";
import { identitySignIn } from "@/lib/services/auth/sign-in-policy";
import { AuthFrame } from "@/components/auth/auth-frame";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { AccountDeletedNotice } from "@/components/profile/account-deleted-notice";

export const metadata = { title: "Login" };

type Search = { notice?: string | string[]; signin?: string | string[] };

// "/" - Login and Register tabs; a signed-in visitor goes to /dashboard (docs/product/shell-and-sign-in.md#routes-and-redirects).
// The identity provider's button when the host configured one; ?signin=two-factor: its callback asked for the code (docs/product/sso.md).
export default async function LoginPage({ searchParams }: { searchParams: Promise<Search> }) {
  if (await getServerUser()) redirect("/dashboard");
  const search = await searchParams;
  return (
    <AuthFrame>
      <AccountDeletedNotice notice={search.notice} />
      <AuthTabs identity={await identitySignIn()} secondFactor={search.signin === "two-factor"} />
    </AuthFrame>
  );
}
