export { currentSession, currentUser, optionalAuth, requireAuth, requireRole, viewerOf } from "./guards";
export { assertNotCommonPassword, hashPassword, isCommonPassword, verifyPassword } from "./passwords";
export { createTokenService, InvalidTokenError, TOKEN_TTL_SECONDS, type TokenService } from "./tokens";
