import { redirect } from "next/navigation";
import { getServerUser } from "@/lib/auth/server";
import { AuthFrame } from "@/components/auth/auth-frame";
import { AuthTabs } from "@/components/auth/auth-tabs";

export const metadata = { title: "Login" };

// "/" - Login and Register tabs; a signed-in visitor goes to /dashboard (01-core s2).
export default async function LoginPage() {
  if (await getServerUser()) redirect("/dashboard");
  return (
    <AuthFrame>
      <AuthTabs />
    </AuthFrame>
  );
}
