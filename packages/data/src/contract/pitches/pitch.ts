import { z } from "zod";
import { idSchema } from "../common/query";
import { facilityMessages } from "../facilities/messages";
import {
  MAX_PITCHES_PER_FACILITY,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  pitchMessages,
  pitchStatuses,
} from "./messages";

/** A pitch as the API returns it. Null prices: the facility's. */
export const pitchSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  name: z.string(),
  playersPerSide: z.number().int().min(MIN_PLAYERS_PER_SIDE).max(MAX_PLAYERS_PER_SIDE),
  indoor: z.boolean(),
  pricePerHour: z.number().nullable(),
  weekendPricePerHour: z.number().nullable(),
  status: z.enum(pitchStatuses),
  sortOrder: z.number().int(),
});
export type Pitch = z.infer<typeof pitchSchema>;

/** The pitch a reservation holds, as every reservation answer names it. */
export const pitchRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PitchRef = z.infer<typeof pitchRefSchema>;

const priceField = z
  .number({ error: pitchMessages.invalidPrice })
  .positive({ error: pitchMessages.invalidPrice })
  .max(1_000_000, { error: pitchMessages.invalidPrice })
  .multipleOf(0.01, { error: pitchMessages.invalidPrice })
  .nullable();

/** `POST /facilities/{id}/pitches` body (JSON). */
export const pitchCreateSchema = z.object({
  name: z
    .string({ error: pitchMessages.nameRequired })
    .trim()
    .min(1, { error: pitchMessages.nameRequired })
    .max(50, { error: pitchMessages.nameTooLong }),
  playersPerSide: z
    .number({ error: pitchMessages.invalidPlayersPerSide })
    .int({ error: pitchMessages.invalidPlayersPerSide })
    .min(MIN_PLAYERS_PER_SIDE, { error: pitchMessages.invalidPlayersPerSide })
    .max(MAX_PLAYERS_PER_SIDE, { error: pitchMessages.invalidPlayersPerSide }),
  indoor: z.boolean({ error: pitchMessages.invalidIndoor }).default(false),
  pricePerHour: priceField.default(null),
  weekendPricePerHour: priceField.default(null),
  status: z.enum(pitchStatuses, { error: pitchMessages.invalidStatus }).default("active"),
  sortOrder: z
    .number({ error: pitchMessages.invalidSortOrder })
    .int({ error: pitchMessages.invalidSortOrder })
    .min(0, { error: pitchMessages.invalidSortOrder })
    .max(MAX_PITCHES_PER_FACILITY * 100, { error: pitchMessages.invalidSortOrder })
    .optional(),
});
export type PitchCreate = z.output<typeof pitchCreateSchema>;

/** `PUT /facilities/{id}/pitches/{pitchId}` body: the same fields, all of them sent. */
export const pitchUpdateSchema = pitchCreateSchema;
export type PitchUpdate = PitchCreate;

/** `/facilities/{id}/pitches/{pitchId}` path. */
export const pitchParamsSchema = z.object({
  id: idSchema(facilityMessages.invalidId),
  pitchId: idSchema(pitchMessages.invalidId),
});

/** The pitch writes' answer: `data.items` is the pitch. */
export const pitchWriteDataSchema = z.object({ items: pitchSchema });
