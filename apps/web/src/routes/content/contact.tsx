import { ContactScreen } from "../../features/content/contact-screen";

/** /contact 'İletişim': features/content/contact-screen.tsx. */
export default function ContactRoute() {
  return <ContactScreen />;
}
