export {
  createGoogleVerifier,
  IdentityProviderUnavailableError,
  InvalidIdentityTokenError,
  type GoogleIdentity,
  type GoogleVerifier,
  type GoogleVerifierOptions,
} from "./google";
