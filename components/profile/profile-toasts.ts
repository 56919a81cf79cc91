"use client";
// The profile and password toasts of docs/product/profile.md#profile-information, and the refusals of s5, in one place.
import { failureMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { USER_MESSAGES } from "@/lib/schemas/user-messages";

export const showError = (description: string) => toast({ title: "Error", description, variant: "destructive" });

export const profileToasts = {
  updated: () => toast({ title: "Profile Updated", description: "Your profile information has been updated successfully.", variant: "success" }),
  noChanges: () => toast({ title: USER_MESSAGES.noChangesTitle, description: USER_MESSAGES.noChanges }),
  updateFailed: (error: unknown) => showError(`Failed to update profile: ${failureMessage(error)}`),
  passwordChanged: () => toast({ title: "Password Changed", description: "Your password has been changed successfully.", variant: "success" }),
  passwordFailed: (error: unknown) => showError(`Failed to change password: ${failureMessage(error)}`),
  deleteFailed: (error: unknown) => showError(`Failed to delete account: ${failureMessage(error)}`),
};
