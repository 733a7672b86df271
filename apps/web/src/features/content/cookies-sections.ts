import { definitions, legalUpdated, list, paragraph, type LegalDocument } from "./legal-content";
import { paths } from "../../config/paths";
import { contactChannels } from "./support-contact";

/**
 * Çerez Politikası (/cookies): what halisaha really keeps in the browser (localStorage `token`
 * and `user`) and the third parties that set their own cookies only where they are used.
 */
export const cookiesDocument: LegalDocument = {
  title: "Çerez Politikası",
  ...legalUpdated,
  intro: [
    "Bu politika, halisaha platformunu kullanırken tarayıcınızda hangi bilgilerin saklandığını, neden saklandığını ve bunları nasıl silebileceğinizi açıklar. Kısaca: yalnızca oturumunuzu sürdürmek için gereken iki kaydı tutarız; reklam veya analiz çerezi kullanmayız.",
  ],
  sections: [
    {
      id: "cerez-nedir",
      title: "Çerez ve Yerel Depolama Nedir?",
      blocks: [
        paragraph(
          "Çerezler, ziyaret ettiğiniz sitelerin tarayıcınıza kaydettiği ve sonraki isteklerde sunucuya geri gönderilen küçük metin dosyalarıdır. Yerel depolama (localStorage) ise sitenin tarayıcınızda tuttuğu ve yalnızca o sitenin sayfalarının okuyabildiği bir alandır; içeriği sunucuya kendiliğinden gönderilmez.",
        ),
        paragraph(
          "halisaha, oturum bilgisini çerezde değil yerel depolamada tutar. Bu politika, aynı amaca hizmet ettikleri için ikisini birlikte anlatır.",
        ),
      ],
    },
    {
      id: "sakladigimiz-bilgiler",
      title: "Tarayıcınızda Sakladığımız Bilgiler",
      blocks: [
        paragraph(
          "Giriş yaptığınızda tarayıcınızın yerel depolamasına iki kayıt yazılır. İkisi de platformun çalışması için zorunludur ve giriş yapmayan ziyaretçiler için hiç oluşturulmaz.",
        ),
        definitions([
          {
            term: [{ code: "token" }, " — oturum anahtarı"],
            description:
              "Giriş yaptığınızı kanıtlayan, sunucumuzun imzaladığı anahtar. Rezervasyon, profil ve favori gibi işlemlerde sunucuya yalnızca bu isteklerle birlikte gönderilir. 7 gün geçerlidir; süresi dolduğunda yeniden giriş yapmanız istenir.",
          },
          {
            term: [{ code: "user" }, " — oturumdaki kullanıcı bilgisi"],
            description:
              "Adınız, soyadınız, kullanıcı adınız, e-posta adresiniz, telefon numaranız, hesap türünüz, telefon doğrulama durumunuz ve favori tesisleriniz. Sayfa yenilendiğinde menünüzün ve profil bilgilerinizin beklemeden görünmesi için tutulur; her açılışta sunucudaki güncel bilgiyle yenilenir.",
          },
        ]),
      ],
    },
    {
      id: "kullanmadigimiz-cerezler",
      title: "Kullanmadığımız Çerezler",
      blocks: [
        list([
          "Reklam ve yeniden hedefleme çerezleri kullanmayız.",
          "Ziyaretçi sayma, davranış analizi veya ısı haritası gibi analiz çerezleri kullanmayız.",
          "Sizi başka sitelerde tanıyan takip araçlarına yer vermeyiz.",
        ]),
        paragraph(
          "Bu nedenle isteğe bağlı çerezler için onayınızı sormamızı gerektiren bir durum yoktur. İleride isteğe bağlı bir çerez kullanmaya karar verirsek, kullanmadan önce bu politikayı günceller ve onayınızı isteriz.",
        ),
      ],
    },
    {
      id: "ucuncu-taraf-hizmetler",
      title: "Üçüncü Taraf Hizmetler",
      blocks: [
        definitions([
          {
            term: "Google ile giriş",
            description:
              "Google ile giriş etkin olduğunda Google’ın giriş düğmesi yalnızca Giriş Yap ve Kayıt Ol sayfalarında yüklenir. Düğmeyi kullandığınızda Google, kendi alan adında kendi çerezlerini kullanır; bu çerezler Google’ın gizlilik politikasına tabidir. Google ile giriş yapmazsanız Google hesabınızla ilgili hiçbir bilgi bize gelmez.",
          },
          {
            term: "Kartla ödeme (Stripe)",
            description:
              "Ödeme kuruluşu Stripe’ın ödeme formu yalnızca ödeme sayfasında yüklenir. Stripe, kart bilgilerinizi korumak ve dolandırıcılığı önlemek için kendi çerezlerini kullanabilir; bu çerezler Stripe’ın gizlilik politikasına tabidir ve diğer sayfalarımızda yüklenmez.",
          },
        ]),
      ],
    },
    {
      id: "silme",
      title: "Saklanan Bilgileri Nasıl Silersiniz?",
      blocks: [
        list([
          [
            "Kullanıcı menüsündeki Çıkış Yap, ",
            { code: "token" },
            " ve ",
            { code: "user" },
            " kayıtlarının ikisini de tarayıcınızdan hemen siler.",
          ],
          "Tarayıcınızın ayarlarından site verilerini silebilirsiniz: Chrome’da Ayarlar › Gizlilik ve güvenlik › Tarama verilerini sil; Firefox’ta Ayarlar › Gizlilik ve Güvenlik › Çerezler ve site verileri › Verileri temizle; Safari’de Ayarlar › Gizlilik › Web sitesi verilerini yönet.",
          "Gizli (özel) pencerede kullandığınızda kayıtlar pencere kapandığında tarayıcı tarafından silinir.",
        ]),
        paragraph(
          "Kayıtları silerseniz oturumunuz kapanır; platformu kullanmaya devam etmek için yeniden giriş yapmanız yeterlidir.",
        ),
      ],
    },
    {
      id: "iletisim",
      title: "Değişiklikler ve İletişim",
      blocks: [
        paragraph([
          "Bu politikayı tarayıcınızda sakladığımız bilgiler değiştiğinde güncelleriz; en üstteki tarih son değişikliği gösterir. Kişisel verilerinizin işlenmesiyle ilgili ayrıntılar ",
          { href: paths.privacy.href(), label: "Gizlilik Politikası ve KVKK Aydınlatma Metni" },
          "’nde yer alır. Sorularınız için ",
          { href: contactChannels.mailHref, label: contactChannels.email },
          " adresine yazabilirsiniz.",
        ]),
      ],
    },
  ],
};
