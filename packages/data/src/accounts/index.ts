export { accountErrorMessage } from "./error-message";
export type { AccountUserResult, AccountWriteResult } from "./shared";
export type { AccountWrite } from "./account-write";
export { login, loginPath, useLogin } from "./login";
export { logout, logoutPath } from "./logout";
export { logoutEverywhere, logoutEverywherePath, useLogoutEverywhere } from "./logout-everywhere";
export { googleLogin, googleLoginPath, useGoogleLogin } from "./google-login";
export { register, registerPath, useRegister } from "./register";
export { changePassword, changePasswordPath, useChangePassword } from "./change-password";
export { changedProfileFields, updateProfile, updateProfilePath, useUpdateProfile } from "./update-profile";
export {
  sendVerificationCode,
  sendVerificationCodePath,
  useSendVerificationCode,
} from "./send-verification-code";
export { useVerifyPhoneNumber, verifyPhoneNumber, verifyPhoneNumberPath } from "./verify-phone-number";
export { forgotPassword, forgotPasswordPath, useForgotPassword } from "./forgot-password";
export {
  useVerifyResetCode,
  verifyResetCode,
  verifyResetCodePath,
  type VerifyResetCodeResult,
} from "./verify-reset-code";
export { resetPassword, resetPasswordPath, useResetPassword } from "./reset-password";
export { fetchPublicConfig, publicConfigKey, usePublicConfig } from "./use-public-config";
