import { RegisterScreen } from "../../features/accounts/register-screen";

/** /register: the screen is the feature's (RegisterScreen). */
export default function RegisterRoute() {
  return <RegisterScreen />;
}
