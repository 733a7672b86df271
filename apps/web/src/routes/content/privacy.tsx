import { LegalPage } from "../../features/content/legal-page";
import { privacyDocument } from "../../features/content/privacy-sections";

/** /privacy: Gizlilik Politikası ve KVKK Aydınlatma Metni. */
export default function PrivacyRoute() {
  return <LegalPage document={privacyDocument} />;
}
