"use client";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/utils";

/** The member's picture, else the first letter of their username. */
export function UserAvatar({
  username,
  picture,
  className,
}: {
  username: string;
  picture?: string | null;
  className?: string;
}) {
  return (
    <Avatar className={cn("ring-gold/70 ring-2", className)}>
      {picture && <AvatarImage src={picture} alt="" />}
      <AvatarFallback className="bg-primary text-gold font-semibold">{username.charAt(0).toUpperCase() || "?"}</AvatarFallback>
    </Avatar>
  );
}
