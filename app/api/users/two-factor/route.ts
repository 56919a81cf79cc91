import { withAuth } from "@/lib/api/handler";
import { twoFactorStatus } from "@/lib/services/auth/two-factor";

// GET /api/users/two-factor - { enabled, required, recoveryCodesLeft } (docs/product/profile.md#two-factor-sign-in)
export const GET = withAuth(async ({ user }) => twoFactorStatus(user.id));
