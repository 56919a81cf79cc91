// GET|POST /api/auth/* - next-auth's own endpoints (session, csrf, providers, credentials callback, signout)
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { badRequest, errorResponse } from "@/lib/api/errors";
import { authOptions } from "@/lib/auth/options";

const nextAuth = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth answers actions it does not know with a plain-text 400; /api answers JSON only.
async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  const res: Response = await nextAuth(req, ctx);
  if (res.status >= 400 && !res.headers.get("content-type")?.includes("application/json")) {
    return errorResponse(badRequest("Unsupported authentication request"));
  }
  return res;
}

export { handler as GET, handler as POST };
