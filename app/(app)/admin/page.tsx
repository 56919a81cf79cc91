import { requirePageAdmin } from "@/lib/auth/server";
import { AdminPanel } from "@/components/admin/admin-panel";

export const metadata = { title: "Admin Panel" };

// /admin: admins only, checked on the server (a member goes to /dashboard); every admin call
// checks the role again.
export default async function AdminPage() {
  await requirePageAdmin();
  return <AdminPanel />;
}
