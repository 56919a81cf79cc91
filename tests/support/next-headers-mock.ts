// next/headers for tests that call next-auth's route in-process (tests/support/oidc-flow's
// callNextAuth): cookies() and headers() read the request the test is making, kept in
// `requestScope`. Each such test file says, at its top (jest.mock is hoisted within its file only):
//   jest.mock("next/headers", () => jest.requireActual("@/tests/support/next-headers-mock").nextHeaders);
import type { NextRequest } from "next/server";

export const requestScope: { req?: NextRequest } = {};

export const nextHeaders = {
  cookies: async () => requestScope.req!.cookies,
  headers: async () => requestScope.req!.headers,
};
