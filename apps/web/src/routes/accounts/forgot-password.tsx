import { ForgotPasswordScreen } from "../../features/accounts/forgot-password-screen";

/** /forgot-password: the screen is the feature's (ForgotPasswordScreen). */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
