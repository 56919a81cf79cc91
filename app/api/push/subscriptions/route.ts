import { withAuth } from "@/lib/api/handler";
import { listDevices } from "@/lib/services/push/devices";

// GET /api/push/subscriptions - the caller's push devices with their delivery health
export const GET = withAuth(async ({ user }) => listDevices(user.id));
