"use client";
// The register screen's "You are joining <team>" (docs/decisions.md "Teams and roles"): once the
// code has the length of a code, the team of a live invite code is looked up (debounced).
import { useEffect, useState } from "react";

const CODE_LENGTH = 8;
const DELAY_MS = 300;

export function useCodeTeam(code: string): string | null {
  const [found, setFound] = useState<{ code: string; team: string | null } | null>(null);
  const trimmed = code.trim();
  useEffect(() => {
    if (trimmed.length !== CODE_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/register/code?code=${encodeURIComponent(trimmed)}`, { signal: controller.signal, cache: "no-store" })
        .then((res) => (res.ok ? (res.json() as Promise<{ team: string | null }>) : { team: null }))
        .then((body) => setFound({ code: trimmed, team: body.team }))
        .catch(() => {});
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return found && found.code === trimmed ? found.team : null;
}
