export { currentUser, requireAuth, requireRole } from "./guards";
export { assertNotCommonPassword, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
export { createTokenService, InvalidTokenError, TOKEN_TTL_SECONDS, type TokenService } from "./tokens";
