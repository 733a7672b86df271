import { definitions, legalUpdated, list, paragraph, type LegalDocument } from "./legal-content";
import { paths } from "../../config/paths";
import { contactChannels } from "./support-contact";

/**
 * Gizlilik Politikası ve KVKK Aydınlatma Metni (/privacy): the notice of 6698 sayılı KVKK md. 10
 * for what halisaha actually processes.
 */
export const privacyDocument: LegalDocument = {
  title: "Gizlilik Politikası ve KVKK Aydınlatma Metni",
  ...legalUpdated,
  intro: [
    "Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) md. 10 ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, halisaha platformunu kullanırken hangi kişisel verilerinizi, hangi amaçla ve hangi hukuki sebeple işlediğimizi, kimlerle paylaştığımızı ve haklarınızı nasıl kullanabileceğinizi açıklar.",
  ],
  sections: [
    {
      id: "veri-sorumlusu",
      title: "Veri Sorumlusu",
      blocks: [
        paragraph(
          "Kişisel verileriniz, veri sorumlusu sıfatıyla halisaha platformu işletmecisi (bundan sonra “halisaha” veya “biz”) tarafından işlenir.",
        ),
        paragraph(
          "Tesis sahipleri, tesis panelinde kendilerinin kaydettiği abone ve manuel rezervasyon bilgileri bakımından ayrıca veri sorumlusudur; bu kayıtlarda halisaha, tesis sahibi adına verileri saklayan veri işleyen konumundadır.",
        ),
      ],
    },
    {
      id: "islenen-veriler",
      title: "İşlenen Kişisel Veriler",
      blocks: [
        definitions([
          { term: "Kimlik", description: "Ad, soyad, kullanıcı adı." },
          {
            term: "İletişim",
            description:
              "E-posta adresi, telefon numarası; rezervasyonda iletişim için verdiğiniz ad, telefon ve e-posta.",
          },
          {
            term: "İşlem güvenliği",
            description:
              "Şifrenizin geri döndürülemez özeti (şifrenin kendisi saklanmaz), oturum kayıtları, giriş zamanları, IP adresi, telefon doğrulama ve şifre sıfırlama kodlarının kullanım kayıtları, bildirim almak için tarayıcınızın cihaz anahtarı.",
          },
          {
            term: "Müşteri işlem",
            description:
              "Rezervasyonlar (tesis, tarih, saat, durum, notlar), favori tesisler, bildirimler, ödeme tutarı, ödeme yöntemi ve ödeme durumu.",
          },
        ]),
        paragraph(
          "Kart numarası, son kullanma tarihi ve güvenlik kodu gibi kart bilgileri ödeme sayfasında doğrudan ödeme kuruluşuna iletilir ve ödeme kuruluşu tarafından işlenir. halisaha kart bilgilerinizi görmez ve saklamaz; yalnızca ödemenin sonucunu ve ödeme kuruluşunun verdiği işlem numarasını kaydeder.",
        ),
        paragraph(
          "Tesis sahiplerinden ayrıca tesis bilgileri (tesis adı, adresi, telefonu, e-postası, web sitesi, görselleri) alınır; bu bilgiler tesis sayfasında herkese açık olarak yayımlanır.",
        ),
      ],
    },
    {
      id: "toplama-yontemi",
      title: "Kişisel Verilerin Toplanma Yöntemi",
      blocks: [
        list([
          "Kayıt, profil, telefon doğrulama, şifre sıfırlama ve rezervasyon formlarına girdiğiniz bilgiler (elektronik ortamda, otomatik yollarla).",
          "Google ile giriş yaptığınızda Google’ın sizin onayınızla bize ilettiği ad, soyad ve e-posta adresi.",
          "Platformu kullanırken sunucularımızın tuttuğu kayıtlar (IP adresi, istek zamanı, oturum bilgisi).",
          "Kart ödemesi sonrasında ödeme kuruluşunun bize bildirdiği ödeme sonucu.",
          "Tesis sahiplerinin tesis panelinde kaydettiği abone ve manuel rezervasyon bilgileri.",
        ]),
      ],
    },
    {
      id: "isleme-amaclari",
      title: "Kişisel Verilerin İşlenme Amaçları",
      blocks: [
        list([
          "Üyelik hesabınızı oluşturmak, girişinizi ve oturumunuzu yönetmek.",
          "Telefon numaranızı doğrulamak ve unutulan şifreyi SMS koduyla sıfırlamak.",
          "Rezervasyonlarınızı oluşturmak, tesis sahibine iletmek, durumlarını size göstermek ve iptal etmek.",
          "Kart ödemelerini ödeme kuruluşu aracılığıyla almak ve iptallerde iadeleri başlatmak.",
          "Rezervasyonlarınızla ilgili size bildirim göndermek.",
          "Destek taleplerinizi yanıtlamak, şikâyet ve uyuşmazlıkları çözmek.",
          "Platformun güvenliğini sağlamak; yetkisiz erişimi, kötüye kullanımı ve dolandırıcılığı önlemek.",
          "Mevzuattan doğan saklama, bilgi verme ve denetim yükümlülüklerini yerine getirmek.",
        ]),
      ],
    },
    {
      id: "hukuki-sebepler",
      title: "Hukuki Sebepler",
      blocks: [
        list([
          "KVKK md. 5/2 (c) — bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması: hesap oluşturma, oturum, telefon doğrulama, rezervasyon, ödeme, iade ve bildirimler.",
          "KVKK md. 5/2 (ç) — veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi: 5651 sayılı Kanun kapsamındaki erişim kayıtları, vergi ve ticaret mevzuatından doğan saklama yükümlülükleri, yetkili kurumların talepleri.",
          "KVKK md. 5/2 (e) — bir hakkın tesisi, kullanılması veya korunması: uyuşmazlık ve şikâyetlerin çözümü.",
          "KVKK md. 5/2 (f) — temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz: platform güvenliği, kötüye kullanımın önlenmesi, hizmetin iyileştirilmesi.",
          "KVKK md. 5/1 — açık rıza: yukarıdaki sebeplerin hiçbirine dayanılamayan işlemler ve yurt dışına aktarımda uygun güvencenin sağlanamadığı arızi durumlar. Açık rızanızı her zaman geri alabilirsiniz; geri alma, önceki işlemleri etkilemez.",
        ]),
      ],
    },
    {
      id: "aktarim",
      title: "Kişisel Verilerin Aktarılması",
      blocks: [
        paragraph(
          "Kişisel verilerinizi yalnızca yukarıdaki amaçlar için ve gerektiği kadarıyla şu alıcılara aktarırız:",
        ),
        definitions([
          {
            term: "Rezervasyon yaptığınız tesis",
            description:
              "Ad soyad, telefon, e-posta, rezervasyon tarihi ve saati, notlarınız ve ödeme durumu; maçın yapılabilmesi için.",
          },
          {
            term: "Ödeme kuruluşu",
            description:
              "Kart ödemesi ve iadeler için ödeme tutarı ve rezervasyon numarası; kart bilgilerinizi ödeme sayfasında doğrudan siz girersiniz.",
          },
          {
            term: "SMS sağlayıcısı",
            description:
              "Doğrulama ve şifre sıfırlama kodlarının gönderilmesi için telefon numaranız ve kod metni.",
          },
          {
            term: "Barındırma hizmeti",
            description:
              "Platformun sunucu ve veri tabanı hizmetini veren sağlayıcı; tüm platform verileri onun altyapısında saklanır.",
          },
          {
            term: "Google",
            description: "Yalnızca Google ile giriş yaptığınızda, kimliğinizin doğrulanması için.",
          },
          {
            term: "Yetkili kamu kurum ve kuruluşları",
            description: "Kanunen yetkili mercilerin usulüne uygun talepleri üzerine, talep edilen ölçüde.",
          },
        ]),
      ],
    },
    {
      id: "yurt-disi-aktarim",
      title: "Yurt Dışına Aktarım",
      blocks: [
        paragraph(
          "Ödeme kuruluşu, barındırma hizmeti veya Google gibi bazı hizmet sağlayıcılarımızın sunucuları yurt dışında bulunabilir. Bu sağlayıcılara yapılan aktarımlar KVKK md. 9 uyarınca; yeterlilik kararı bulunan ülkelere, yeterlilik kararı bulunmayan ülkeler için ise Kişisel Verileri Koruma Kurulu’nun ilan ettiği standart sözleşme gibi uygun güvenceler sağlanarak yapılır. Uygun güvencenin sağlanamadığı arızi durumlarda aktarım yalnızca açık rızanızla yapılır.",
        ),
      ],
    },
    {
      id: "saklama-sureleri",
      title: "Saklama Süreleri",
      blocks: [
        list([
          "Hesap bilgileri: hesabınız açık olduğu sürece; hesabın kapatılmasından sonra olası uyuşmazlıklar için genel zamanaşımı süresi olan 10 yıl.",
          "Rezervasyon ve ödeme kayıtları: işlem tarihinden itibaren 10 yıl (6102 sayılı Türk Ticaret Kanunu md. 82 ve vergi mevzuatı).",
          "Erişim ve oturum kayıtları (IP adresi dâhil): 5651 sayılı Kanun uyarınca en az 1, en fazla 2 yıl.",
          "Telefon doğrulama ve şifre sıfırlama kodları: 5 dakika geçerlidir; kullanıldıktan veya süresi dolduktan sonra kullanılamaz hâle gelir.",
          "Destek yazışmaları: talebin kapanmasından itibaren 2 yıl.",
        ]),
        paragraph(
          "Süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca 6 ayı aşmayan periyodik imha süreçlerinde silinir, yok edilir veya anonim hâle getirilir.",
        ),
      ],
    },
    {
      id: "haklariniz",
      title: "KVKK md. 11 Kapsamındaki Haklarınız",
      blocks: [
        paragraph("KVKK md. 11 uyarınca veri sorumlusuna başvurarak:"),
        list([
          "kişisel verilerinizin işlenip işlenmediğini öğrenme,",
          "işlenmişse buna ilişkin bilgi talep etme,",
          "işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
          "yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,",
          "eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,",
          "KVKK md. 7’de öngörülen şartlar çerçevesinde silinmesini veya yok edilmesini isteme,",
          "düzeltme, silme veya yok etme işlemlerinin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
          "işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
          "kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme",
        ]),
        paragraph("haklarına sahipsiniz."),
      ],
    },
    {
      id: "basvuru",
      title: "Başvuru Yöntemi",
      blocks: [
        paragraph([
          "Haklarınızı kullanmak için başvurunuzu, halisaha hesabınızda kayıtlı e-posta adresinizden ",
          { href: contactChannels.kvkkHref, label: contactChannels.kvkkEmail },
          " adresine gönderebilirsiniz. Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca başvurunuzda şunlar bulunmalıdır:",
        ]),
        list([
          "adınız, soyadınız ve başvuru yazılı ise imzanız,",
          "Türkiye Cumhuriyeti vatandaşları için T.C. kimlik numarası; yabancılar için uyruk ile pasaport numarası veya kimlik numarası,",
          "tebligata esas yerleşim yeri veya iş yeri adresi ya da e-posta adresi, telefon numarası,",
          "talebinizin konusu ve varsa dayanağı belgeler.",
        ]),
        paragraph(
          "Başvurunuzu talebin niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu’nun belirlediği tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabın yetersiz bulunması veya süresinde cevap verilmemesi hâlinde KVKK md. 14 uyarınca Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz.",
        ),
      ],
    },
    {
      id: "cerezler",
      title: "Çerezler ve Tarayıcıda Saklanan Bilgiler",
      blocks: [
        paragraph([
          "Oturumunuzu sürdürmek için tarayıcınızda sakladığımız bilgiler ve üçüncü taraf hizmetlerin çerezleri ",
          { href: paths.cookies.href(), label: "Çerez Politikası" },
          "’nda anlatılır.",
        ]),
      ],
    },
    {
      id: "degisiklikler",
      title: "Bu Metindeki Değişiklikler",
      blocks: [
        paragraph(
          "Bu metni, işlediğimiz veriler, amaçlar veya mevzuat değiştiğinde güncelleriz. Güncel metin her zaman bu sayfadadır; en üstteki tarih son değişikliği gösterir. Önemli değişiklikleri kayıtlı e-posta adresinize veya platform içi bildirimle ayrıca duyururuz.",
        ),
      ],
    },
  ],
};
