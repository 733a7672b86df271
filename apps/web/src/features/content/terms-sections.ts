import { definitions, legalUpdated, list, paragraph, type LegalDocument } from "./legal-content";
import { paths } from "../../config/paths";
import { contactChannels } from "./support-contact";

/** Kullanım Koşulları (/terms): the rules of using halisaha, for players and facility owners. */
export const termsDocument: LegalDocument = {
  title: "Kullanım Koşulları",
  ...legalUpdated,
  intro: [
    "Bu koşullar, halisaha web platformunu kullanan herkes için geçerlidir: halı sahaları inceleyen ziyaretçiler, rezervasyon yapan oyuncular ve tesislerini platformda yöneten tesis sahipleri.",
    "Platforma kayıt olarak veya rezervasyon yaparak bu koşulları okuduğunuzu ve kabul ettiğinizi beyan etmiş olursunuz. Koşulları kabul etmiyorsanız lütfen platformu kullanmayın.",
  ],
  sections: [
    {
      id: "taraflar-ve-kapsam",
      title: "Taraflar ve Kapsam",
      blocks: [
        paragraph(
          "Platform, halisaha platformu işletmecisi (bundan sonra “halisaha” veya “biz”) tarafından sunulur. halisaha, oyuncularla halı saha tesislerini buluşturan bir aracıdır; sahaları kendisi işletmez. Saha hizmetini, rezervasyonun yapıldığı tesis sunar.",
        ),
        paragraph(
          "Bu koşullar platformun tüm sayfalarını, rezervasyon ve ödeme işlemlerini ve tesis paneli araçlarını kapsar. Kişisel verilerinizin nasıl işlendiği Gizlilik Politikası ve KVKK Aydınlatma Metni’nde, tarayıcınızda sakladığımız bilgiler Çerez Politikası’nda anlatılır.",
        ),
      ],
    },
    {
      id: "tanimlar",
      title: "Tanımlar",
      blocks: [
        definitions([
          {
            term: "Kullanıcı (oyuncu)",
            description: "Platforma kayıt olan ve saha rezervasyonu yapan kişi.",
          },
          {
            term: "Tesis sahibi",
            description:
              "Tesisini platformda listeleyen, rezervasyonlarını ve abonelerini tesis panelinden yöneten işletme veya yetkilisi.",
          },
          {
            term: "Rezervasyon",
            description:
              "Belirli bir tesiste, belirli bir gün için bir saatlik oyun süresinin kullanıcı adına ayrılması.",
          },
          {
            term: "Kapora",
            description:
              "Tesis sahibinin belirlediği, rezervasyonu güvenceye almak için önceden ödenen ve toplam ücretten düşülen tutar.",
          },
          {
            term: "Abone",
            description:
              "Tesis sahibiyle anlaşarak her hafta aynı gün ve saatte düzenli olarak oynayan müşteri.",
          },
        ]),
      ],
    },
    {
      id: "hesap-kurallari",
      title: "Hesap Oluşturma ve Hesap Güvenliği",
      blocks: [
        list([
          "Hesap oluştururken adınızı, soyadınızı, kullanıcı adınızı ve e-posta adresinizi doğru ve güncel vermeniz gerekir. Başka birinin kimliğiyle hesap açılamaz.",
          "Kullanıcı adı 3 ile 20 karakter arasında olmalı ve başka bir kullanıcıya ait olmamalıdır. Hakaret veya yanıltıcı ifade içeren kullanıcı adları değiştirilebilir.",
          "Rezervasyon yapabilmek için telefon numaranızı SMS ile gönderilen tek kullanımlık kodla doğrulamanız gerekir. Doğrulanan numara tesisin size ulaşması için kullanılır.",
          "Google hesabınızla giriş yaptığınızda Google’ın bize ilettiği ad, soyad ve e-posta bilgileriyle bir halisaha hesabı oluşturulur veya mevcut hesabınıza bağlanırsınız.",
          "Şifrenizi kimseyle paylaşmayın. Hesabınızla yapılan işlemlerden siz sorumlusunuz; hesabınızın izniniz olmadan kullanıldığını fark ederseniz şifrenizi değiştirip bize hemen haber verin.",
          "Hesaplar kişiseldir; başkasına devredilemez, satılamaz veya kiralanamaz.",
        ]),
      ],
    },
    {
      id: "rezervasyonlar",
      title: "Rezervasyonlar",
      blocks: [
        list([
          "Rezervasyonlar bir saatlik dilimler hâlinde yapılır. Tesis sayfasında her gün için boş ve dolu saatler ayrı ayrı gösterilir; yalnızca boş bir saat seçilebilir.",
          "Saatlik ücret ve varsa hafta sonu ücreti tesis sahibi tarafından belirlenir ve rezervasyon adımında Türk lirası olarak gösterilir.",
          "Rezervasyonu tamamladığınızda size bir rezervasyon numarası verilir. Rezervasyonunuzun durumunu (beklemede, onaylandı, tamamlandı, iptal edildi) Rezervasyonlarım sayfasından izleyebilirsiniz.",
          "Rezervasyon sırasında verdiğiniz iletişim bilgileri, maç öncesinde size ulaşabilmesi için tesis sahibiyle paylaşılır.",
          "Tesise rezervasyon saatinde gelmeniz ve tesisin kurallarına (kıyafet, ayakkabı, saha kullanımı, saat bitiminde sahayı boşaltma) uymanız gerekir. Geç kalınması oyun süresini uzatmaz.",
        ]),
      ],
    },
    {
      id: "odeme",
      title: "Ödeme",
      blocks: [
        paragraph("Rezervasyon adımında tesisin sunduğu seçeneklerden birini seçersiniz:"),
        list([
          "Kartla ödeme: Kapora veya toplam tutar, kartla online ödenir. Yalnızca kapora ödediyseniz kalan tutarı tesiste ödersiniz.",
          "Tesiste ödeme: Platformda ödeme alınmaz; ücretin tamamını maç günü tesise ödersiniz. Tesis kapora istiyorsa kapora da tesiste ödenir.",
        ]),
        paragraph(
          "Kart ödemeleri lisanslı bir ödeme kuruluşu aracılığıyla alınır. Kart bilgileriniz doğrudan ödeme kuruluşuna iletilir; halisaha kart numaranızı, son kullanma tarihini veya güvenlik kodunu görmez ve saklamaz.",
        ),
        paragraph(
          "Tesiste yapılan ödemelerin faturası veya fişi tesis tarafından düzenlenir. Fiyatlarla ilgili itirazlarınızı önce tesis sahibine, çözülemezse bize iletebilirsiniz.",
        ),
      ],
    },
    {
      id: "iptal-ve-iade",
      title: "İptal ve İade",
      blocks: [
        list([
          "Rezervasyonunuzu Rezervasyonlarım sayfasından iptal edebilirsiniz. Oyun saatine yakın yapılan iptaller tesisin o saati başka oyunculara açmasını zorlaştırdığından iptali mümkün olduğunca erken yapmanızı rica ederiz.",
          "Kartla ödenmiş bir rezervasyon iptal edildiğinde ödediğiniz tutar, ödeme kuruluşu aracılığıyla ödemeyi yaptığınız karta iade edilir. İadenin hesabınıza yansıma süresi bankanıza göre değişir.",
          "Tesis sahibi; saha bakımı, olumsuz hava koşulları, teknik arıza veya mücbir sebep gibi durumlarda rezervasyonu iptal edebilir. Bu durumda ödediğiniz tutarın tamamı aynı yolla iade edilir ve iptal size bildirilir.",
          "Tesiste ödeme seçtiğiniz rezervasyonlarda platform üzerinden tahsilat yapılmadığından platform üzerinden iade de yapılmaz; tesiste ödediğiniz tutarlar için tesisle görüşmeniz gerekir.",
          "Mesafeli Sözleşmeler Yönetmeliği’nin 15. maddesi uyarınca, belirli bir tarih ve saatte sunulan boş zaman değerlendirme hizmetlerinde yasal cayma hakkı bulunmaz; iptal ve iade bu maddedeki kurallara göre yapılır.",
        ]),
      ],
    },
    {
      id: "tesis-sahipleri",
      title: "Tesis Sahiplerinin Yükümlülükleri",
      blocks: [
        paragraph("Tesisini platformda listeleyen tesis sahipleri şunları kabul eder:"),
        list([
          "Tesisin adı, adresi, telefonu, çalışma saatleri, saha türü ve ölçüsü, olanakları, fiyatları ve kapora tutarı doğru ve güncel olmalıdır. Görseller tesisin gerçek hâlini göstermelidir.",
          "Takvim güncel tutulmalıdır: dışarıdan alınan rezervasyonlar ve aboneler takvime işlenmeli, kapalı günler ve saatler önceden kapatılmalıdır.",
          "Onaylanan rezervasyonlar karşılanmalıdır. Zorunlu bir iptal gerektiğinde rezervasyon panelden iptal edilmeli ve kullanıcı gecikmeden bilgilendirilmelidir.",
          "Tesisin faaliyeti için gereken ruhsat ve izinler alınmış olmalı; saha, soyunma odaları ve ortak alanlar güvenli ve temiz tutulmalıdır.",
          "Tesiste yapılan tahsilatların faturası veya fişi düzenlenmeli, vergi yükümlülükleri yerine getirilmelidir.",
          "Rezervasyon, abone ve manuel kayıtlarla öğrenilen kişisel veriler yalnızca rezervasyonun yürütülmesi için kullanılmalı, 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun şekilde korunmalıdır.",
        ]),
        paragraph(
          "Bu yükümlülüklere uymayan tesislerin ilanları yayından kaldırılabilir veya tesis sahibinin hesabı askıya alınabilir.",
        ),
      ],
    },
    {
      id: "yasak-kullanimlar",
      title: "Yasaklanan Kullanımlar",
      blocks: [
        list([
          "Gerçekte kullanılmayacak sahte rezervasyonlar oluşturmak veya saatleri başkalarının kullanımını engellemek amacıyla tutmak.",
          "Platformu otomatik araçlarla taramak, veri toplamak, aşırı yük bindirmek veya güvenlik önlemlerini aşmaya çalışmak.",
          "Başka bir kişinin hesabını, telefon numarasını veya ödeme aracını izinsiz kullanmak.",
          "Yanıltıcı, hakaret içeren veya hukuka aykırı içerik paylaşmak.",
        ]),
      ],
    },
    {
      id: "sorumluluk",
      title: "Sorumluluğun Sınırlandırılması",
      blocks: [
        list([
          "halisaha, tesis sahiplerinin girdiği bilgileri yayımlar; bu bilgilerin doğruluğundan ve saha hizmetinin kalitesinden tesis sahibi sorumludur.",
          "Tesiste meydana gelen yaralanma, kaza, eşya kaybı veya hasar gibi durumlarda sorumluluk, olayın niteliğine göre tesis sahibine veya ilgili kişilere aittir.",
          "Platformun kesintisiz ve hatasız çalışması için gereken özeni gösteririz; ancak bakım, internet altyapısı veya üçüncü taraf hizmetlerden kaynaklanan kesintiler yaşanabilir. Kesinti nedeniyle tamamlanamayan ödemeler tahsil edilmez, tahsil edilmişse iade edilir.",
          "halisaha’nın sorumluluğu, kanunen sınırlandırılamayan hâller (kast ve ağır kusur dâhil) saklı kalmak üzere, ilgili rezervasyon için platform üzerinden ödenen tutarla sınırlıdır.",
        ]),
      ],
    },
    {
      id: "hesabin-kapatilmasi",
      title: "Hesabın Askıya Alınması ve Kapatılması",
      blocks: [
        paragraph(
          "Bu koşulları ihlal eden hesapları, ihlalin ağırlığına göre uyarabilir, geçici olarak askıya alabilir veya kapatabiliriz. Hesabınızı kapatmak isterseniz destek ekibimize yazmanız yeterlidir; ileri tarihli rezervasyonlarınız varsa önce bunları iptal etmeniz gerekir.",
        ),
      ],
    },
    {
      id: "uygulanacak-hukuk",
      title: "Uygulanacak Hukuk ve Uyuşmazlıklar",
      blocks: [
        paragraph(
          "Bu koşullar Türkiye Cumhuriyeti kanunlarına tabidir. Uyuşmazlıkların çözümünde İstanbul mahkemeleri ve icra daireleri yetkilidir.",
        ),
        paragraph(
          "Tüketici sıfatıyla işlem yapan kullanıcıların, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca yerleşim yerlerindeki tüketici hakem heyetlerine ve tüketici mahkemelerine başvurma hakları saklıdır.",
        ),
      ],
    },
    {
      id: "degisiklikler",
      title: "Koşullardaki Değişiklikler",
      blocks: [
        paragraph(
          "Bu koşulları hizmetlerimizdeki veya mevzuattaki değişikliklere göre güncelleyebiliriz. Önemli değişiklikleri yürürlüğe girmeden önce kayıtlı e-posta adresinize veya platform içi bildirimle duyururuz. Güncel metin her zaman bu sayfadadır ve en üstteki tarih son değişikliği gösterir.",
        ),
        paragraph(
          "Değişiklikten sonra platformu kullanmaya devam etmeniz yeni koşulları kabul ettiğiniz anlamına gelir. Değişiklikten önce yapılmış rezervasyonlar, yapıldıkları tarihteki koşullara tabidir.",
        ),
      ],
    },
    {
      id: "iletisim",
      title: "İletişim",
      blocks: [
        paragraph([
          "Bu koşullarla ilgili sorularınızı ",
          { href: contactChannels.mailHref, label: contactChannels.email },
          " adresine yazabilir veya ",
          { href: paths.contact.href(), label: "İletişim sayfamızdaki" },
          " diğer kanalları kullanabilirsiniz.",
        ]),
      ],
    },
  ],
};
