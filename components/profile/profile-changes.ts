// Save Changes sends only the fields that changed (docs/product/profile.md#profile-information); nothing changed means 'No Changes'.
import type { ProfileUpdate } from "@/lib/schemas/user";

export type ProfileDraft = { username: string; timeZone: string; profilePicture: string | null };

export function profileChanges(saved: ProfileDraft, draft: ProfileDraft): ProfileUpdate {
  const changes: ProfileUpdate = {};
  const username = draft.username.trim();
  if (username !== saved.username) changes.username = username;
  if (draft.timeZone.trim() !== saved.timeZone) changes.timeZone = draft.timeZone.trim();
  if (draft.profilePicture !== saved.profilePicture) changes.profilePicture = draft.profilePicture;
  return changes;
}
