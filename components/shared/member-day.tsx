"use client";
// The member's time zone and local date for the day rules of goal and task rows. The server page
// provides them (from the session) so the first HTML is right; the current user refines `today`
// after a day change.
import { createContext, useContext } from "react";
import { useCurrentUser } from "@/lib/client/use-current-user";

export type MemberDay = { timeZone: string; today: string };

const MemberDayContext = createContext<MemberDay>({ timeZone: "UTC", today: "" });

export function MemberDayProvider({ value, children }: { value: MemberDay; children: React.ReactNode }) {
  return <MemberDayContext.Provider value={value}>{children}</MemberDayContext.Provider>;
}

export function useMemberDay(): MemberDay {
  const fromServer = useContext(MemberDayContext);
  const { data: user } = useCurrentUser();
  return { timeZone: user?.timeZone ?? fromServer.timeZone, today: user?.today ?? fromServer.today };
}
