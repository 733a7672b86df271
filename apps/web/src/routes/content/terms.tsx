import { LegalPage } from "../../features/content/legal-page";
import { termsDocument } from "../../features/content/terms-sections";

/** /terms: Kullanım Koşulları. */
export default function TermsRoute() {
  return <LegalPage document={termsDocument} />;
}
