import { firstMessage } from "@/lib/schemas/auth";
import { changePasswordFormSchema, profileUpdateSchema, USER_MESSAGES } from "@/lib/schemas/user";

describe("changePasswordFormSchema", () => {
  const messageOf = (value: Record<string, string>) => {
    const result = changePasswordFormSchema.safeParse(value);
    return result.success ? null : firstMessage(result.error);
  };

  it("uses the Security tab's messages", () => {
    expect(messageOf({ currentPassword: "", newPassword: "abcdef", confirmPassword: "abcdef" })).toBe(USER_MESSAGES.currentPasswordRequired);
    expect(messageOf({ currentPassword: "old", newPassword: "", confirmPassword: "" })).toBe(USER_MESSAGES.newPasswordRequired);
    expect(messageOf({ currentPassword: "old", newPassword: "abc", confirmPassword: "abc" })).toBe(USER_MESSAGES.newPasswordTooShort);
    expect(messageOf({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdeg" })).toBe(USER_MESSAGES.passwordsMismatch);
    expect(messageOf({ currentPassword: "old", newPassword: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });
});

describe("profileUpdateSchema", () => {
  it("turns an empty picture into null (removal) and keeps fields not sent absent", () => {
    expect(profileUpdateSchema.parse({ profilePicture: "" })).toEqual({ profilePicture: null });
    expect(profileUpdateSchema.parse({ username: " Name " })).toEqual({ username: "Name" });
  });
});
