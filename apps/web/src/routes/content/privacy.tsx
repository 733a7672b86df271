import { LegalPage } from "./legal-page";
import { privacyDocument } from "./privacy-sections";

/** /privacy: Gizlilik Politikası ve KVKK Aydınlatma Metni. */
export default function PrivacyRoute() {
  return <LegalPage document={privacyDocument} />;
}
