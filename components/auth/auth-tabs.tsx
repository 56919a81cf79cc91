"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { takeAutoLogoutFlag } from "@/lib/client/sync/session-storage";

const InactivityNotice = lazy(() => import("@/components/auth/inactivity-notice"));

/** "/": Login (default) and Register tabs. */
export function AuthTabs() {
  const [endedByInactivity, setEndedByInactivity] = useState(false);
  useEffect(() => {
    // Read once after mount: the flag lives in localStorage, which the server cannot see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeAutoLogoutFlag()) setEndedByInactivity(true);
  }, []);

  return (
    <Card className="shadow-lg">
      <CardHeader>
        <CardTitle className="text-2xl">Welcome</CardTitle>
        <CardDescription>Log in to your journal or create an account with your registration code.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {endedByInactivity && (
          <Suspense fallback={null}>
            <InactivityNotice />
          </Suspense>
        )}
        <Tabs defaultValue="login" className="gap-4">
          <TabsList className="w-full">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm idPrefix="tab-register" />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
