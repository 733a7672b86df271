import { cookiesDocument } from "../../features/content/cookies-sections";
import { LegalPage } from "../../features/content/legal-page";

/** /cookies: Çerez Politikası. */
export default function CookiesRoute() {
  return <LegalPage document={cookiesDocument} />;
}
