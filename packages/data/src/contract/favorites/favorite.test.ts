import { describe, expect, it } from "vitest";
import {
  FAVORITES_DEFAULT_LIMIT,
  favoriteListQuerySchema,
  favoriteMessages,
  favoriteToggleBodySchema,
  favoriteToggleDataSchema,
} from "./index";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("favoriteToggleBodySchema", () => {
  it("reads the facility id from a number or a numeric string", () => {
    expect(favoriteToggleBodySchema.parse({ facilityId: 7 })).toEqual({ facilityId: 7 });
    expect(favoriteToggleBodySchema.parse({ facilityId: "42" })).toEqual({ facilityId: 42 });
    expect(favoriteToggleBodySchema.parse({ facilityId: " 42 " })).toEqual({ facilityId: 42 });
    expect(favoriteToggleBodySchema.parse({ facilityId: 2_147_483_647 })).toEqual({
      facilityId: 2_147_483_647,
    });
  });

  it("drops unknown fields", () => {
    expect(favoriteToggleBodySchema.parse({ facilityId: 3, userId: 99 })).toEqual({ facilityId: 3 });
  });

  describe("given no facility", () => {
    it("asks for one", () => {
      for (const body of [{}, { facilityId: undefined }, { facilityId: "" }, { facilityId: "  " }]) {
        expect(messages(favoriteToggleBodySchema.safeParse(body)), JSON.stringify(body)).toEqual([
          `facilityId: ${favoriteMessages.facilityRequired}`,
        ]);
      }
    });
  });

  describe("given a value that is not a facility id", () => {
    it("says the facility id is invalid", () => {
      for (const facilityId of [
        0,
        -1,
        1.5,
        Number.NaN,
        2_147_483_648,
        "abc",
        "1e3",
        "0x10",
        "-4",
        null,
        true,
        [1],
        { id: 1 },
      ]) {
        expect(messages(favoriteToggleBodySchema.safeParse({ facilityId })), String(facilityId)).toEqual([
          `facilityId: ${favoriteMessages.invalidFacilityId}`,
        ]);
      }
    });
  });

  it("speaks Turkish", () => {
    expect(favoriteMessages.added).toBe("Tesis favorilere eklendi");
    expect(favoriteMessages.removed).toBe("Tesis favorilerden çıkarıldı");
  });
});

describe("favoriteListQuerySchema", () => {
  it("defaults to the first 20 and refuses bad paging", () => {
    expect(favoriteListQuerySchema.parse({})).toEqual({ limit: FAVORITES_DEFAULT_LIMIT, offset: 0 });
    expect(favoriteListQuerySchema.parse({ limit: "50", offset: "50" })).toEqual({ limit: 50, offset: 50 });
    expect(favoriteListQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(favoriteListQuerySchema.safeParse({ offset: "-1" }).success).toBe(false);
  });
});

describe("favoriteToggleDataSchema", () => {
  it("carries the new state and the ids", () => {
    const data = { facilityId: 3, isFavorite: true, favorites: [3, 1] };
    expect(favoriteToggleDataSchema.parse(data)).toEqual(data);
    expect(favoriteToggleDataSchema.safeParse({ ...data, favorites: ["3"] }).success).toBe(false);
  });
});
