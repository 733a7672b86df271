import { accountMessages, type updateProfileSchema } from "@halisaha/data/contract";
import type { z } from "zod";
import type { ModuleDeps } from "../../deps";
import { conflict } from "../../http/errors";
import { updateUser, type UserRow } from "./repo";

type ProfileInput = z.output<typeof updateProfileSchema>;

export type UsersDeps = Pick<ModuleDeps, "db" | "clock">;

/**
 * Phone numbers: a number belongs to an account only once it is verified with the SMS code
 * (`modules/codes`). Profile and register save any valid number as an unverified CLAIM and
 * never say whether another account has it: a 409 there let any account test 30 numbers a
 * minute for being registered. Several accounts may claim one number; verifying it drops the
 * others' claims (they are told) and makes it the verifier's. A number another account has
 * verified stays a claim that cannot be verified: the code is then not sent, and the send
 * answers exactly as when it is (see codes/service.ts). Login and password reset by phone use
 * verified numbers only.
 */
export function createUsersService({ db, clock }: UsersDeps) {
  return {
    /**
     * Changes the caller's own first name, last name and phone (nothing else can reach here).
     * A different phone is saved unverified, whoever else holds it (see above).
     */
    async updateProfile(user: UserRow, input: ProfileInput): Promise<UserRow> {
      const phoneChanges = input.phone !== undefined && input.phone !== user.phoneNumber;
      return updateUser(
        db,
        user.id,
        {
          ...(input.firstName !== undefined && { firstName: input.firstName }),
          ...(input.lastName !== undefined && { lastName: input.lastName }),
          ...(phoneChanges && { phoneNumber: input.phone, isPhoneVerified: false }),
        },
        clock.now(),
      );
    },
  };
}

/**
 * 409 on the phone field: another account verified this number while the caller was
 * verifying it too (only someone who received the code to that phone ever sees it).
 */
export function phoneTaken() {
  return conflict(accountMessages.phoneTaken, {
    errors: [{ field: "phone", message: accountMessages.phoneTaken }],
  });
}
