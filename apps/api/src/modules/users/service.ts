import { accountMessages, type updateProfileSchema } from "@halisaha/data/contract";
import type { z } from "zod";
import type { ModuleDeps } from "../deps";
import { violatedUniqueConstraint } from "../../db/errors";
import { conflict } from "../../http/errors";
import { phoneTakenByOther, updateUser, type UserRow } from "./repo";

type ProfileInput = z.output<typeof updateProfileSchema>;

export type UsersDeps = Pick<ModuleDeps, "db" | "clock">;

export function createUsersService({ db, clock }: UsersDeps) {
  return {
    /**
     * Changes the caller's own first name, last name and phone (nothing else can reach here).
     * A different phone needs verifying again; one that another account has → 409.
     */
    async updateProfile(user: UserRow, input: ProfileInput): Promise<UserRow> {
      const phoneChanges = input.phone !== undefined && input.phone !== user.phoneNumber;
      if (phoneChanges && (await phoneTakenByOther(db, input.phone!, user.id))) throw phoneTaken();
      try {
        return await updateUser(
          db,
          user.id,
          {
            ...(input.firstName !== undefined && { firstName: input.firstName }),
            ...(input.lastName !== undefined && { lastName: input.lastName }),
            ...(phoneChanges && { phoneNumber: input.phone, isPhoneVerified: false }),
          },
          clock.now(),
        );
      } catch (error) {
        if (violatedUniqueConstraint(error) === "users_phone_number_key") throw phoneTaken();
        throw error;
      }
    },
  };
}

/** 409 on the phone field: another account has this number. */
export function phoneTaken() {
  return conflict(accountMessages.phoneTaken, {
    errors: [{ field: "phone", message: accountMessages.phoneTaken }],
  });
}
