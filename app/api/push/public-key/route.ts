import { NextResponse } from "next/server";
import { withPublic } from "@/lib/api/handler";
import { vapidKeys } from "@/lib/services/push/vapid-keys";

// GET /api/push/public-key - the VAPID public key browsers subscribe with
export const GET = withPublic(async () => {
  const keys = vapidKeys();
  if (!keys) return NextResponse.json({ message: "Public key not available", code: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return { publicKey: keys.publicKey };
});
