import type { IconType } from "@/components/ui/icon";
import {
  BarChart3Icon as BarChart3,
  CalendarDaysIcon as CalendarDays,
  HomeIcon as Home,
  ShieldIcon as Shield,
  TargetIcon as Target,
  UserIcon as User,
} from "@/components/ui/icons";

export type NavItem = { href: string; label: string; icon: IconType; adminOnly?: boolean };

/** Bottom navigation (docs/product/shell-and-sign-in.md#the-shell): Admin only for admins. */
export const NAV_ITEMS: NavItem[] = [
  { href: "/dashboard", label: "Home", icon: Home },
  { href: "/goals", label: "Goals", icon: Target },
  { href: "/calendar", label: "Calendar", icon: CalendarDays },
  { href: "/stats", label: "Stats", icon: BarChart3 },
  { href: "/profile", label: "Profile", icon: User },
  { href: "/admin", label: "Admin", icon: Shield, adminOnly: true },
];

/** Mobile menu anchors into the dashboard's sections (ids home, goals, mindset, stats). */
export const MENU_ANCHORS = [
  { href: "/dashboard#home", label: "Home" },
  { href: "/dashboard#goals", label: "My Goals" },
  { href: "/dashboard#mindset", label: "Mindset Exercises" },
  { href: "/dashboard#stats", label: "Stats" },
] as const;

export const navItemsFor = (isAdmin: boolean) => NAV_ITEMS.filter((item) => !item.adminOnly || isAdmin);

export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);
