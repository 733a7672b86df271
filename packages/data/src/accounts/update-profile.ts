/** PUT /users/profile: the changed fields among firstName, lastName and phone → the updated user. */
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { ApiError } from "../client/api-error";
import { normalizePhone } from "../contract/accounts/phone";
import type { ProfileFormValues, UpdateProfileRequest } from "../contract/accounts/profile";
import type { SessionUser } from "../contract/users";
import { apiPut } from "../client/request";
import { checkedAnswer, contracts } from "../client/checked-answer";
import { getToken, setUser } from "../session/store";
import { meKey } from "../auth/use-me";
import type { AccountUserResult } from "./shared";

export const updateProfilePath = "/users/profile" as const;

/**
 * The fields of the profile form that differ from the user (only changed
 * fields are sent). Names are compared trimmed, the phone by its 10 digits; the e-mail is
 * read-only and never sent. An empty object means nothing changed.
 */
export function changedProfileFields(
  user: Pick<SessionUser, "firstName" | "lastName" | "phoneNumber">,
  values: Pick<ProfileFormValues, "firstName" | "lastName" | "phone">,
): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  if (firstName !== user.firstName.trim()) changes.firstName = firstName;
  if (lastName !== user.lastName.trim()) changes.lastName = lastName;
  const phone = normalizePhone(values.phone) ?? values.phone.trim();
  const current = user.phoneNumber ? (normalizePhone(user.phoneNumber) ?? user.phoneNumber) : "";
  if (phone !== current) changes.phone = phone;
  return changes;
}

/**
 * Sends the changes and stores the updated user in the session. Rejects with ApiError
 * ('Bir hata oluştu!') when the answer carries no user that fits the contract.
 */
export async function updateProfile(changes: UpdateProfileRequest): Promise<AccountUserResult> {
  const token = getToken();
  const { data: user, message } = await checkedAnswer(contracts.profile, (c) => c.userAnswerSchema, () =>
    apiPut(updateProfilePath, changes),
  );
  if (getToken() === token) setUser(user);
  return { user, message };
}

/** `updateProfile` as a mutation (`trigger(changes)`) that also puts the user into the `useMe` cache. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<AccountUserResult, ApiError, string, UpdateProfileRequest>(
    `${updateProfilePath}#update`,
    async (_key, { arg: changes }) => {
      const result = await updateProfile(changes);
      await mutate(meKey, result.user, { revalidate: false });
      return result;
    },
  );
}
