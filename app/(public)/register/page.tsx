import Link from "next/link";
import { redirect } from "next/navigation";
import { getServerUser } from "@/lib/auth/server";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { AuthFrame } from "@/components/auth/auth-frame";
import { RegisterForm } from "@/components/auth/register-form";

export const metadata = { title: "Register" };

// "/register" - the registration form on its own.
export default async function RegisterPage() {
  if (await getServerUser()) redirect("/dashboard");
  return (
    <AuthFrame>
      <Card className="shadow-lg">
        <CardHeader>
          <CardTitle className="text-2xl">Create Account</CardTitle>
          <CardDescription>You need a registration code to join.</CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterForm />
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
