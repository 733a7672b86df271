import { cookiesDocument } from "./cookies-sections";
import { LegalPage } from "./legal-page";

/** /cookies: Çerez Politikası. */
export default function CookiesRoute() {
  return <LegalPage document={cookiesDocument} />;
}
