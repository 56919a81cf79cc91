import Link from "next/link";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getServerUser } from "@/lib/auth/server";
import { decodePendingIdentity, PENDING_IDENTITY_COOKIE } from "@/lib/auth/identity-pending";
import { identitySignIn } from "@/lib/services/auth/sign-in-policy";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthFrame } from "@/components/auth/auth-frame";
import { IdentityRegisterForm } from "@/components/auth/identity-register-form";
import { RegisterForm } from "@/components/auth/register-form";
import { IDENTITY_MESSAGES } from "@/lib/services/auth/identity-sign-in";

export const metadata = { title: "Register" };

// "/register" - the registration form on its own. ?signin=identity: a new person back from the
// identity provider finishes with a username and a code (docs/product/sso.md#a-new-member).
export default async function RegisterPage({ searchParams }: { searchParams: Promise<{ signin?: string | string[] }> }) {
  if (await getServerUser()) redirect("/dashboard");
  const fromProvider = (await searchParams).signin === "identity";
  const pending = fromProvider ? await decodePendingIdentity((await cookies()).get(PENDING_IDENTITY_COOKIE)?.value) : null;
  const identity = await identitySignIn();
  return (
    <AuthFrame>
      <Card className="shadow-lg">
        <CardHeader>
          <CardTitle className="text-2xl">Create Account</CardTitle>
          <CardDescription>You need a registration code to join.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {fromProvider && !pending && (
            <p role="status" className="text-sm font-medium">
              {IDENTITY_MESSAGES.noPendingIdentity}
            </p>
          )}
          {pending && identity.provider ? (
            <IdentityRegisterForm provider={identity.provider} suggestedUsername={pending.suggestedUsername} email={pending.verifiedEmail} />
          ) : (
            <RegisterForm identity={identity} />
          )}
        </CardContent>
        <CardFooter className="text-muted-foreground justify-center text-sm">
          Already have an account?&nbsp;
          <Link href="/" className="text-primary font-medium underline-offset-4 hover:underline">
            Login
          </Link>
        </CardFooter>
      </Card>
    </AuthFrame>
  );
}
