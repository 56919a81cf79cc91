// Registration (docs/product/shell-and-sign-in.md#sign-in-and-registration): the code, username and password rules are checked here.
import { NextResponse } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { env } from "@/lib/env";
import { makeRegisterSchema } from "@/lib/schemas/auth";
import { parseFormBody } from "@/lib/api/parse";
import { registerUser } from "@/lib/services/auth/register-user";
import { setSessionCookie } from "@/lib/api/session-cookie";
import { getCurrentUser } from "@/lib/services/users/get-current-user";

// POST /api/register - create a member and sign them in; 201 with the current user
export const POST = withPublic(async ({ req }) => {
  const input = await parseFormBody(req, makeRegisterSchema(env().DEMO_REGISTRATION_CODE));
  const created = await registerUser(input);
  const user = await getCurrentUser(created.id);
  return setSessionCookie(NextResponse.json(user, { status: 201, headers: { "Cache-Control": "no-store" } }), req, created);
});
