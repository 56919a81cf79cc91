// GET /api/users/me - the same answer as GET /api/user (docs/product/shell-and-sign-in.md#sign-in-and-registration lists both)
export { GET } from "@/app/api/user/route";
