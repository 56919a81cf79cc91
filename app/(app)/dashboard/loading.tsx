import { DashboardSkeleton } from "@/components/dashboard/dashboard-skeleton";

// While the server reads the member's journal (01-core s2 "A loading skeleton shows").
export default function Loading() {
  return <DashboardSkeleton />;
}
