import { escapeAttribute, escapeText } from "./html";
import type { PUBLIC_PAGES } from "./sitemap";

/** What a search result says of each public page besides the facilities' own. */
const DESCRIPTIONS: Record<(typeof PUBLIC_PAGES)[number], string> = {
  "/": "halisaha: Türkiye'nin halı sahalarını bulun, müsait saatleri görün, online rezervasyon yapın.",
  "/facilities":
    "Halı sahaları şehre ve ilçeye göre karşılaştırın: saatlik ücretler, puanlar, olanaklar ve çalışma saatleri.",
  "/about": "halisaha hakkında: oyuncuları ve halı saha işletmelerini online rezervasyonla buluşturan platform.",
  "/contact": "halisaha ile iletişime geçin: destek kanalları ve iletişim bilgileri.",
  "/terms": "halisaha kullanım koşulları: üyelik, rezervasyon, ödeme, iptal ve iade kuralları.",
  "/privacy": "halisaha gizlilik politikası ve KVKK aydınlatma metni: kişisel verileriniz nasıl işlenir.",
  "/cookies": "halisaha çerez politikası: hangi çerezleri ne için kullanıyoruz.",
};

/** A public page's `<title>` (the route's own, as the browser sets it) and description. */
export function publicPageHead(path: (typeof PUBLIC_PAGES)[number], title: string): string {
  return [
    `<title>${escapeText(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(DESCRIPTIONS[path])}" />`,
  ].join("\n    ");
}
