"use client";
// Shared by the login and register forms: the form's own check first (a blank field toasted under
// "Error"; the server's own rules, username format and password length, under the failure title
// as the server would: docs/decisions.md "Member-facing fixes"), then POST through the call layer, toast a failure with the server's message (else
// the fallback), and on success clear every cached query (the next screens fetch fresh: docs/product/shell-and-sign-in.md#sign-in-and-registration)
// and navigate. A success closes the form's error
// toasts first, so the next screen does not open under a stale 'Invalid Code'.
// The forms' check (zod), the call layer, the error toasts and React Query (the cache a success
// clears) load when the member submits, not with the page: the login screen's first-load script
// budget (docs/decisions.md "Script budgets").
import { useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { browserTimeZone } from "@/lib/client/browser-time-zone";

type LoginResult = { id: number; isAdmin: boolean; username: string } | { secondFactor: true };

const isAdmin = (user: LoginResult | undefined) => !!user && "isAdmin" in user && user.isAdmin;

/** Where each form posts, how it checks, what it toasts on failure and where success lands. */
const FORMS = {
  login: {
    path: "/api/login",
    schema: "loginSchema",
    failureTitle: "Login Failed",
    fallbackMessage: "invalidCredentials",
    destination: (user: LoginResult | undefined) => (isAdmin(user) ? "/admin" : "/dashboard"),
  },
  // The second step of a sign-in with two-factor on (docs/product/shell-and-sign-in.md#two-factor-sign-in).
  secondFactor: {
    path: "/api/login/two-factor",
    schema: "secondFactorSchema",
    failureTitle: "Login Failed",
    fallbackMessage: "invalidCredentials",
    destination: (user: LoginResult | undefined) => (isAdmin(user) ? "/admin" : "/dashboard"),
  },
  register: {
    path: "/api/register",
    schema: "registerSchema",
    failureTitle: "Registration Failed",
    fallbackMessage: "registerFailed",
    destination: () => "/dashboard",
  },
  // A new person's registration step after the identity provider (docs/product/sso.md).
  identity: {
    path: "/api/register/identity",
    schema: "identityRegisterSchema",
    failureTitle: "Registration Failed",
    fallbackMessage: "registerFailed",
    destination: () => "/dashboard",
  },
} as const;

const loadSubmit = () => Promise.all([import("@/lib/schemas/auth"), import("@/components/auth/auth-feedback"), import("@/lib/client/api")]);
const loadSync = () => Promise.all([import("@/lib/client/sync/refresh"), import("@/lib/client/query-client")]);

/** `onSecondFactor`: the password was right and a code is needed (the login form then asks for it). */
export function useAuthSubmit(form: keyof typeof FORMS, onSecondFactor?: () => void) {
  const { path, schema, failureTitle, fallbackMessage, destination } = FORMS[form];
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [state, setState] = useState<"idle" | "pending" | "success">("idle");
  const busy = useRef(false);

  async function submit(values: Record<string, string>) {
    const [rules, { clearAuthErrors, showAuthError }, { apiWrite, reportedMessage }] = await loadSubmit();
    const parsed = rules[schema].safeParse({ ...values, timeZone: browserTimeZone() });
    if (!parsed.success) {
      const message = rules.firstMessage(parsed.error);
      return showAuthError(message, rules.isFormCheckMessage(message) ? "Error" : failureTitle);
    }
    setState("pending");
    let result: LoginResult | undefined;
    try {
      result = await apiWrite<LoginResult | undefined>("POST", path, parsed.data);
    } catch (error) {
      setState("idle");
      return showAuthError(reportedMessage(error) ?? rules.AUTH_MESSAGES[fallbackMessage], failureTitle);
    }
    clearAuthErrors();
    if (result && "secondFactor" in result) {
      setState("idle");
      return onSecondFactor?.();
    }
    setState("success");
    const [{ syncAfterLogin }, { getQueryClient }] = await loadSync();
    void syncAfterLogin(getQueryClient());
    startNavigation(() => router.replace(destination(result)));
  }

  function submitForm(event: FormEvent<HTMLFormElement>, values: Record<string, string>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void submit(values).finally(() => {
      busy.current = false;
    });
  }

  // Stays pending through the navigation, so the button never flips back before the next screen.
  return { submitForm, pending: state !== "idle" || navigating };
}
