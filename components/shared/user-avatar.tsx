"use client";
// The member's picture over the first letter of their username (the letter shows while the
// picture loads, and when it fails). Plain elements: the header's first load carries no avatar
// library (docs/decisions.md "Loaded when used, not with the page"); the data-slot names of shadcn/ui's avatar.
import { useState } from "react";
import { cn } from "@/lib/utils";

export function UserAvatar({
  username,
  picture,
  className,
}: {
  username: string;
  picture?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span data-slot="avatar" className={cn("ring-gold/70 relative flex size-8 shrink-0 overflow-hidden rounded-full ring-2", className)}>
      <span data-slot="avatar-fallback" className="bg-primary text-gold flex size-full items-center justify-center rounded-full font-semibold">
        {username.charAt(0).toUpperCase() || "?"}
      </span>
      {picture && failed !== picture && (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL or an uploaded picture, shown as is
        <img data-slot="avatar-image" src={picture} alt="" className="absolute inset-0 aspect-square size-full" onError={() => setFailed(picture)} />
      )}
    </span>
  );
}
