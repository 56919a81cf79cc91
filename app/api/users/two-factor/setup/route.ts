import { withAuth } from "@/lib/api/handler";
import { startTwoFactorSetup } from "@/lib/services/auth/two-factor";

// POST /api/users/two-factor/setup - a new secret, its otpauth URI and QR code; 409 when two-factor is on
export const POST = withAuth(async ({ user }) => startTwoFactorSetup(user.id));
