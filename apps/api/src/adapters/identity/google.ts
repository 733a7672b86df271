import { stripBidiControls } from "@halisaha/data/contract";
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";

/** What a verified Google ID token says about the person. */
export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

export interface GoogleVerifier {
  /**
   * Checks the ID token's signature against the key set, its issuer, audience (our client
   * id) and expiry. Rejects with InvalidIdentityTokenError when the token fails a check, with
   * IdentityProviderUnavailableError when the key set cannot be fetched.
   */
  verify(idToken: string): Promise<GoogleIdentity>;
}

export class InvalidIdentityTokenError extends Error {
  override name = "InvalidIdentityTokenError";
}

export class IdentityProviderUnavailableError extends Error {
  override name = "IdentityProviderUnavailableError";
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  /** Google signs with `https://accounts.google.com` or `accounts.google.com`; both pass. */
  issuer: string;
  /** The time expiry is checked against (the app's clock). */
  now?: () => Date;
}

/** Small clock skew between Google and us. */
const CLOCK_TOLERANCE_SECONDS = 30;

export function createGoogleVerifier({
  clientId,
  jwksUrl,
  issuer,
  now = () => new Date(),
}: GoogleVerifierOptions): GoogleVerifier {
  // Keys are fetched on first use, cached, and fetched again when a token names an unknown key.
  const keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000 });
  const issuers = [...new Set([issuer, issuer.replace(/^https?:\/\//, "")])];

  return {
    async verify(idToken) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet, {
          issuer: issuers,
          audience: clientId,
          algorithms: ["RS256"],
          currentDate: now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ["sub", "exp", "iat"],
        }));
      } catch (error) {
        if (isKeySetFailure(error))
          throw new IdentityProviderUnavailableError(`Google keys unavailable: ${describe(error)}`);
        throw new InvalidIdentityTokenError(`Google ID token refused: ${describe(error)}`);
      }
      if (typeof payload.sub !== "string" || payload.sub === "")
        throw new InvalidIdentityTokenError("Google ID token has no subject");
      return {
        subject: payload.sub,
        email: typeof payload.email === "string" ? payload.email.trim().toLowerCase() : undefined,
        emailVerified: payload.email_verified === true || payload.email_verified === "true",
        givenName: text(payload.given_name),
        familyName: text(payload.family_name),
        name: text(payload.name),
      };
    },
  };
}

/** The key set could not be had (network, timeout, non-200, bad JSON): not the token's fault. */
function isKeySetFailure(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.constructor === errors.JOSEError
  );
}

/** A name claim as stored: bidirectional controls stripped (as the contract's `cleanText`), trimmed; blank → undefined. */
function text(value: unknown): string | undefined {
  const clean = typeof value === "string" ? stripBidiControls(value).trim() : "";
  return clean !== "" ? clean : undefined;
}

function describe(error: unknown): string {
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
