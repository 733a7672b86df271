import { LegalPage } from "./legal-page";
import { termsDocument } from "./terms-sections";

/** /terms: Kullanım Koşulları. */
export default function TermsRoute() {
  return <LegalPage document={termsDocument} />;
}
