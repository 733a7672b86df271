/** Test data for the account hooks, and the web tests (`@halisaha/data/testing`). */
import type { RegisterRequest } from "../contract/accounts/auth";

/** The register form filled in as a new user would, without the optional phone. */
export const registerFixture = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  userName: "ayse",
  email: "ayse@example.com",
  password: "gizli-sifre",
  confirmPassword: "gizli-sifre",
} satisfies RegisterRequest;
