"use client";

import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/components/ui/tabs-styles";
import { cn } from "@/lib/utils";
import { LoginForm } from "@/components/auth/login-form";
import { RegisterForm } from "@/components/auth/register-form";
import { takeAutoLogoutFlag } from "@/lib/client/sync/session-storage";

const InactivityNotice = lazy(() => import("@/components/auth/inactivity-notice"));

const TABS = [
  { value: "login", label: "Login" },
  { value: "register", label: "Register" },
] as const;
type Tab = (typeof TABS)[number]["value"];

/**
 * Login / Register as a WAI-ARIA tablist without Radix Tabs (its roving focus and collection
 * code cost the login screen its budget, issue 16): the same roles, ids, data-state and looks;
 * arrow keys (looping), Home and End move to a tab and select it; only the selected panel is
 * mounted, as with Radix.
 */
function AuthTabPanels() {
  const [active, setActive] = useState<Tab>("login");
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const i = (index + TABS.length) % TABS.length;
    setActive(TABS[i].value);
    tabs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };
  return (
    <div data-slot="tabs" data-orientation="horizontal" className="flex flex-col gap-4">
      <div role="tablist" aria-orientation="horizontal" data-slot="tabs-list" className={cn(TABS_LIST_CLASS, "w-full")}>
        {TABS.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-trigger-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${base}-content-${tab.value}`}
              data-state={selected ? "active" : "inactive"}
              data-slot="tabs-trigger"
              tabIndex={selected ? 0 : -1}
              className={TABS_TRIGGER_CLASS}
              onClick={() => setActive(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${base}-content-${active}`}
        aria-labelledby={`${base}-trigger-${active}`}
        data-state="active"
        data-slot="tabs-content"
        tabIndex={0}
        className="flex-1 outline-none"
      >
        {active === "login" ? <LoginForm /> : <RegisterForm idPrefix="tab-register" />}
      </div>
    </div>
  );
}

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
        <AuthTabPanels />
      </CardContent>
    </Card>
  );
}
