import { ApiError } from "@/lib/errors";
import { withPublic } from "@/lib/api/handler";
import { PUSH_MESSAGES } from "@/lib/schemas/push";
import { vapidKeys } from "@/lib/services/push/vapid-keys";

// GET /api/push/public-key - the VAPID public key browsers subscribe with (503 when push is not configured)
export const GET = withPublic(async () => {
  const keys = vapidKeys();
  if (!keys) throw new ApiError("unavailable", PUSH_MESSAGES.noKey);
  return { publicKey: keys.publicKey };
});
