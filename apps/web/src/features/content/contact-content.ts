import { contactChannels } from "./support-contact";

/** What a support request should carry, so the team can answer in one reply. */
export const supportRequestChecklist = [
  "Hesabınızda kayıtlı e-posta adresi veya kullanıcı adınız",
  "Rezervasyon numarası (Rezervasyonlarım sayfasında yazar)",
  "Tesisin adı, rezervasyonun tarihi ve saati",
  "Sorunun kısa açıklaması ve varsa ekran görüntüsü",
  "Ödeme sorunlarında ödemenin tarihi ve tutarı",
] as const;

/** The message a `mailto:` link opens: the checklist as blanks to fill in. */
const supportBody = [
  "Merhaba halisaha destek ekibi,",
  "",
  "Hesabımdaki e-posta veya kullanıcı adı:",
  "Rezervasyon numarası:",
  "Tesis, tarih ve saat:",
  "Sorunun açıklaması:",
  "",
].join("\n");

const facilityBody = [
  "Merhaba,",
  "",
  "Tesisimi halisaha'ya eklemek istiyorum.",
  "Tesisin adı:",
  "Şehir ve ilçe:",
  "Yetkili kişi ve telefon:",
  "",
].join("\n");

function mailto(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const supportRequestHref = mailto(contactChannels.email, "Destek talebi", supportBody);
export const facilityApplicationHref = mailto(contactChannels.email, "Tesis başvurusu", facilityBody);
