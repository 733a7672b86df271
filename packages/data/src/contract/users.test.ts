import { describe, expect, it } from "vitest";
import { meDataSchema, meUserMissingMessage, sessionUserSchema } from "./users";

const user = {
  id: 1,
  firstName: "Ali",
  lastName: "Kaya",
  email: "ali@example.com",
  phoneNumber: "5051112233",
  role: "facility_owner",
  createdAt: "2026-01-01T00:00:00.000Z",
  isPhoneVerified: true,
  favorites: ["3"],
};

describe("sessionUserSchema", () => {
  it("accepts the user the API sends and drops unknown fields", () => {
    expect(sessionUserSchema.parse({ ...user, passwordHash: "x" })).toEqual(user);
  });

  it("accepts numeric or string favourite ids but not a mix", () => {
    expect(sessionUserSchema.safeParse({ ...user, favorites: [1, 2] }).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...user, favorites: [1, "2"] }).success).toBe(false);
  });

  describe("given a user without email", () => {
    it("is refused", () => {
      const { email: _e, ...rest } = user;
      expect(sessionUserSchema.safeParse(rest).success).toBe(false);
    });
  });
});

describe("meDataSchema", () => {
  it("allows a missing user so the client can say which thing is missing", () => {
    expect(meDataSchema.parse({})).toEqual({});
    expect(meUserMissingMessage).toBe("User data is undefined");
  });
});
