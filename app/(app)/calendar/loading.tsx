import { RouteSpinner } from "@/components/ui/spinner";

// Loaded on demand (01-core s2): a centred spinner until the screen arrives.
export default function Loading() {
  return <RouteSpinner />;
}
