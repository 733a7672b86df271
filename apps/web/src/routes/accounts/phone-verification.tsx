import { PhoneVerificationScreen } from "../../features/accounts/phone-verification-screen";

/** /phone-verification: the screen is the feature's (PhoneVerificationScreen). */
export default function PhoneVerificationRoute() {
  return <PhoneVerificationScreen />;
}
