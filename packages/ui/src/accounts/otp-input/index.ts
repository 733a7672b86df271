export { OtpInput } from "./otp-input";
export type { OtpInputProps } from "./otp-input";
