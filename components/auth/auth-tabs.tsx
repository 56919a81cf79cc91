"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { TabPanels } from "@/components/shared/tab-panels";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { IdentitySignIn } from "@/components/auth/identity-option";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { takeAutoLogoutFlag } from "@/lib/client/sync/session-storage";

const InactivityNotice = lazy(() => import("@/components/auth/inactivity-notice"));

const TABS = [
  { value: "login", label: "Login" },
  { value: "register", label: "Register" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/** Login / Register (components/shared/tab-panels: no Radix Tabs on the login screen, docs/decisions.md "Native Checkbox and Label, small tablists"). */
function AuthTabPanels({ identity, secondFactor }: AuthTabsProps) {
  const [active, setActive] = useState<Tab>("login");
  return (
    <TabPanels tabs={TABS} value={active} onValueChange={setActive} className="gap-4" listClassName="w-full">
      {active === "login" ? <LoginForm identity={identity} secondFactor={secondFactor} /> : <RegisterForm idPrefix="tab-register" identity={identity} />}
    </TabPanels>
  );
}

/** The host's identity provider and whether its callback asked for a two-factor code (docs/product/sso.md). */
type AuthTabsProps = { identity?: IdentitySignIn; secondFactor?: boolean };

/** "/": Login (default) and Register tabs. */
export function AuthTabs({ identity, secondFactor }: AuthTabsProps = {}) {
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
        <AuthTabPanels identity={identity} secondFactor={secondFactor} />
      </CardContent>
    </Card>
  );
}
