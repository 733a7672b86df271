/** The texts of /about (About page). */

/** The company's facts: founded 2021, 1000+ facilities, support 7/24. */
export const aboutFacts = [
  { value: "2021", label: "Kuruluş yılı" },
  { value: "1000+", label: "Anlaşmalı tesis" },
  { value: "7/24", label: "Online destek" },
] as const;

export const aboutStory = [
  "halisaha, 2021 yılında İstanbul’da her hafta aynı sahada buluşan bir grup arkadaşın derdinden doğdu. Her maç öncesinde tesisleri tek tek arıyor, boş saat bulmaya çalışıyor, kaporayı göndermek için hesap numarası bekliyorduk. On dört kişilik bir mesaj grubunda saat ayarlamak, maçın kendisinden uzun sürüyordu.",
  "Aynı sorunu tesis sahipleri de yaşıyordu: telefon gün boyu çalıyor, rezervasyonlar deftere yazılıyor, aboneler ve son dakika iptalleri takibi zorlaştırıyordu. Biz de oyuncuyla sahayı tek bir yerde buluşturan, boş saatleri anlık gösteren ve ödemeyi güvenli hâle getiren bir platform kurmaya karar verdik.",
  "Bugün İstanbul, Ankara, İzmir, Antalya ve Bursa başta olmak üzere Türkiye genelinde 1000’den fazla tesis halisaha’da. Oyuncular maç saatini birkaç dokunuşla ayırıyor, tesis sahipleri rezervasyonlarını tek ekrandan yönetiyor.",
] as const;

export const aboutMission =
  "Halı saha maçı ayarlamayı telefon trafiğinden kurtarmak: oyuncuların uygun sahayı ve saati dakikalar içinde bulup güvenle ödeme yapabildiği, tesis sahiplerinin rezervasyonlarını tek ekrandan yönettiği adil ve şeffaf bir platform sunmak.";

export const aboutVision =
  "Türkiye’de halı saha denince akla gelen ilk adres olmak; her mahalledeki sahayı, her haftaki maçı ve her takımı aynı kolaylıkla buluşturan, amatör futbolun dijital buluşma noktası hâline gelmek.";

export const aboutReasons = [
  {
    title: "Anlık müsaitlik",
    text: "Her tesisin boş ve dolu saatlerini gün gün görürsünüz; tesisi arayıp sormanıza gerek kalmaz.",
  },
  {
    title: "Dakikalar içinde rezervasyon",
    text: "Bir saatlik dilimi seçin, iletişim bilgilerinizi onaylayın; rezervasyon numaranız hemen oluşur.",
  },
  {
    title: "Güvenli ödeme",
    text: "Kaporayı ya da tutarın tamamını kartla ödeyin veya tesiste ödemeyi seçin. Kartla ödenen rezervasyon iptal edilirse ücret kartınıza iade edilir.",
  },
  {
    title: "Şeffaf fiyatlar",
    text: "Saatlik ücret, varsa hafta sonu ücreti ve kapora tutarı rezervasyondan önce açıkça görünür; sürpriz ücret yoktur.",
  },
  {
    title: "Tesis sahipleri için panel",
    text: "Haftalık takvim, manuel rezervasyon, abone yönetimi ve günlük rezervasyon özeti tek bir panelde.",
  },
  {
    title: "Her zaman yanınızdayız",
    text: "Online destek 7/24 açık; telefon hattımız hafta içi 09:00-18:00 arasında hizmet veriyor.",
  },
] as const;

/** The team; no photos: the cards show the initials. */
export const aboutTeam = [
  {
    firstName: "Emre",
    lastName: "Kaya",
    role: "Kurucu ve Genel Müdür",
    bio: "Platform fikrini ortaya atan, haftada iki akşam hâlâ sahada olan kaleci.",
  },
  {
    firstName: "Zeynep",
    lastName: "Arslan",
    role: "Ürün Müdürü",
    bio: "Oyuncuların ve tesis sahiplerinin geri bildirimlerini yeni özelliklere dönüştürüyor.",
  },
  {
    firstName: "Burak",
    lastName: "Demir",
    role: "Yazılım Geliştirme Lideri",
    bio: "Rezervasyon ve ödeme altyapısının hızlı ve güvenilir çalışmasından sorumlu.",
  },
  {
    firstName: "Elif",
    lastName: "Çelik",
    role: "Tesis İlişkileri Sorumlusu",
    bio: "Yeni tesislerin platforma katılmasını ve panelin verimli kullanılmasını sağlıyor.",
  },
  {
    firstName: "Mert",
    lastName: "Öztürk",
    role: "Müşteri Destek Sorumlusu",
    bio: "Destek ekibini yönetiyor; rezervasyon ve iade sorularınız önce ona ulaşıyor.",
  },
  {
    firstName: "İrem",
    lastName: "Şahin",
    role: "Ödeme ve Güvenlik Uzmanı",
    bio: "Ödeme süreçlerinin, iadelerin ve kişisel verilerin güvenliğini takip ediyor.",
  },
] as const;
