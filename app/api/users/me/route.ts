// GET /api/users/me - the same answer as GET /api/user (01-core s7 lists both)
export { GET } from "@/app/api/user/route";
