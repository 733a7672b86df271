import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { renderApp, setUpApi, tearDownApp } from "../../test/render-app";
import { cookiesDocument } from "../../features/content/cookies-sections";
import type { LegalDocument } from "../../features/content/legal-content";
import { privacyDocument } from "../../features/content/privacy-sections";
import { termsDocument } from "../../features/content/terms-sections";

beforeEach(() => {
  setUpApi();
});
afterEach(() => {
  tearDownApp();
});

const pages: { path: string; document: LegalDocument }[] = [
  { path: "/terms", document: termsDocument },
  { path: "/privacy", document: privacyDocument },
  { path: "/cookies", document: cookiesDocument },
];

async function openPage(path: string, title: string) {
  const view = await renderApp(path);
  await screen.findByRole("heading", { level: 1, name: title });
  return view;
}

/** The section whose `<h2>` reads '{n}. {title}'. */
function sectionTitled(title: string): HTMLElement {
  const heading = screen
    .getAllByRole("heading", { level: 2 })
    .find((h) => h.textContent?.replace(/^\d+\. /, "") === title);
  const section = heading?.closest("section");
  if (!section) throw new Error(`no section '${title}'`);
  return section;
}

describe.each(pages)("$path", ({ path, document }) => {
  it("shows its title as the page's only h1 and the date of the last change", async () => {
    await openPage(path, document.title);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByText("Son güncelleme:", { exact: false })).toHaveTextContent(
      "Son güncelleme: 21 Kasım 2026",
    );
    expect(screen.getByText("21 Kasım 2026")).toHaveAttribute("datetime", "2026-11-21");
  });

  it("has a table of contents whose links point to sections on the page", async () => {
    await openPage(path, document.title);
    const toc = screen.getByRole("navigation", { name: "İçindekiler" });
    const links = within(toc).getAllByRole("link");
    expect(links).toHaveLength(document.sections.length);
    for (const link of links) {
      const href = link.getAttribute("href") ?? "";
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = window.document.getElementById(href.slice(1));
      expect(target, href).not.toBeNull();
      expect(within(target as HTMLElement).getByRole("heading", { level: 2 })).toHaveTextContent(
        link.textContent ?? "",
      );
    }
  });

  it("gives every section a unique id", () => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has no axe violations", async () => {
    const { container } = await openPage(path, document.title);
    await expectNoAxeViolations(container);
  });
});

describe("/terms", () => {
  it("covers accounts, one-hour reservations, payment, refunds, owners, liability, law and changes", async () => {
    await openPage("/terms", "Kullanım Koşulları");
    expect(within(sectionTitled("Rezervasyonlar")).getByText(/bir saatlik dilimler/)).toBeInTheDocument();
    const payment = within(sectionTitled("Ödeme"));
    expect(payment.getByText(/Kapora veya toplam tutar, kartla/)).toBeInTheDocument();
    expect(payment.getByText(/ücretin tamamını maç günü tesise/)).toBeInTheDocument();
    const refunds = within(sectionTitled("İptal ve İade"));
    expect(
      refunds.getByText(/ödeme kuruluşu aracılığıyla ödemeyi yaptığınız karta iade edilir/),
    ).toBeInTheDocument();
    expect(refunds.getByText(/Tesis sahibi; .* rezervasyonu iptal edebilir/)).toBeInTheDocument();
    expect(sectionTitled("Tesis Sahiplerinin Yükümlülükleri")).toBeInTheDocument();
    expect(sectionTitled("Sorumluluğun Sınırlandırılması")).toBeInTheDocument();
    expect(
      within(sectionTitled("Uygulanacak Hukuk ve Uyuşmazlıklar")).getByText(
        /Türkiye Cumhuriyeti kanunlarına tabidir.*İstanbul mahkemeleri/,
      ),
    ).toBeInTheDocument();
    expect(sectionTitled("Koşullardaki Değişiklikler")).toBeInTheDocument();
  });
});

describe("/privacy", () => {
  it("names the data controller, the data, the legal bases and the transfers", async () => {
    await openPage("/privacy", "Gizlilik Politikası ve KVKK Aydınlatma Metni");
    expect(
      within(sectionTitled("Veri Sorumlusu")).getByText(/halisaha platformu işletmecisi/),
    ).toBeInTheDocument();
    const data = within(sectionTitled("İşlenen Kişisel Veriler"));
    for (const category of ["Kimlik", "İletişim", "İşlem güvenliği", "Müşteri işlem"]) {
      expect(data.getByText(category)).toBeInTheDocument();
    }
    expect(data.getByText(/halisaha kart bilgilerinizi görmez ve saklamaz/)).toBeInTheDocument();
    const bases = within(sectionTitled("Hukuki Sebepler"));
    expect(bases.getByText(/KVKK md\. 5\/2 \(c\)/)).toBeInTheDocument();
    expect(bases.getByText(/KVKK md\. 5\/2 \(f\)/)).toBeInTheDocument();
    expect(bases.getByText(/açık rıza/)).toBeInTheDocument();
    const transfers = within(sectionTitled("Kişisel Verilerin Aktarılması"));
    for (const recipient of ["Ödeme kuruluşu", "SMS sağlayıcısı", "Barındırma hizmeti"]) {
      expect(transfers.getByText(recipient)).toBeInTheDocument();
    }
    expect(sectionTitled("Yurt Dışına Aktarım")).toBeInTheDocument();
    expect(sectionTitled("Saklama Süreleri")).toBeInTheDocument();
  });

  it("lists the rights of KVKK md. 11 and how to apply by e-mail", async () => {
    await openPage("/privacy", "Gizlilik Politikası ve KVKK Aydınlatma Metni");
    const rights = within(sectionTitled("KVKK md. 11 Kapsamındaki Haklarınız"));
    expect(rights.getAllByRole("listitem")).toHaveLength(9);
    expect(rights.getByText(/işlenip işlenmediğini öğrenme/)).toBeInTheDocument();
    expect(rights.getByText(/zararın giderilmesini talep etme/)).toBeInTheDocument();
    const apply = within(sectionTitled("Başvuru Yöntemi"));
    expect(apply.getByRole("link", { name: "kvkk@halisaha.dev" })).toHaveAttribute(
      "href",
      "mailto:kvkk@halisaha.dev",
    );
    expect(apply.getByText(/en geç 30 gün içinde/)).toBeInTheDocument();
  });

  it("links to the cookie policy through the router", async () => {
    await openPage("/privacy", "Gizlilik Politikası ve KVKK Aydınlatma Metni");
    expect(
      within(sectionTitled("Çerezler ve Tarayıcıda Saklanan Bilgiler")).getByRole("link", {
        name: "Çerez Politikası",
      }),
    ).toHaveAttribute("href", "/cookies");
  });
});

describe("/cookies", () => {
  it("lists the two localStorage keys token and user", async () => {
    await openPage("/cookies", "Çerez Politikası");
    const stored = within(sectionTitled("Tarayıcınızda Sakladığımız Bilgiler"));
    expect(stored.getByText("token", { selector: "code" })).toBeInTheDocument();
    expect(stored.getByText("user", { selector: "code" })).toBeInTheDocument();
    expect(stored.getByText(/7 gün geçerlidir/)).toBeInTheDocument();
  });

  it("says there are no advertising or analytics cookies and where third parties load", async () => {
    await openPage("/cookies", "Çerez Politikası");
    const none = within(sectionTitled("Kullanmadığımız Çerezler"));
    expect(none.getByText(/Reklam/)).toBeInTheDocument();
    expect(none.getByText(/analiz çerezleri kullanmayız/)).toBeInTheDocument();
    const third = within(sectionTitled("Üçüncü Taraf Hizmetler"));
    expect(third.getByText("Google ile giriş")).toBeInTheDocument();
    expect(third.getByText(/yalnızca ödeme sayfasında yüklenir/)).toBeInTheDocument();
  });

  it("explains how to clear them, including Çıkış Yap", async () => {
    await openPage("/cookies", "Çerez Politikası");
    const clear = within(sectionTitled("Saklanan Bilgileri Nasıl Silersiniz?"));
    expect(clear.getByText(/Çıkış Yap/)).toBeInTheDocument();
    expect(clear.getByText(/Tarayıcınızın ayarlarından/)).toBeInTheDocument();
  });
});
