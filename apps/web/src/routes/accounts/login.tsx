import { LoginScreen } from "../../features/accounts/login-screen";

/** /login: the screen is the feature's (LoginScreen). */
export default function LoginRoute() {
  return <LoginScreen />;
}
