import { Button, Card, CardContent, CardHeader, CardTitle, UiLink } from "@halisaha/ui";
import { useId } from "react";
import { paths } from "../../config/paths";
import { facilityApplicationHref, supportRequestChecklist, supportRequestHref } from "./contact-content";
import { SupportChannels } from "./support-channels";
import { contactChannels } from "./support-contact";

const sectionTitle = "text-xl font-semibold text-foreground sm:text-2xl";
const linkClass =
  "rounded-control font-medium text-primary underline underline-offset-4 hover:text-primary-hover outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * /contact 'İletişim': the support channels, how fast we answer, what a request should carry
 * and a `mailto:` link (there is no contact endpoint, so nothing is posted from the page).
 */
export function ContactScreen() {
  const ids = { title: useId(), channels: useId(), response: useId(), request: useId() };
  return (
    <article aria-labelledby={ids.title} className="mx-auto flex w-full max-w-3xl flex-col gap-10">
      <header className="flex flex-col gap-3">
        <h1 id={ids.title} className="text-2xl font-bold text-foreground sm:text-3xl">
          İletişim
        </h1>
        <p className="text-base leading-relaxed text-muted">
          Rezervasyon, ödeme, iade ya da hesabınızla ilgili bir sorunuz mu var? Aşağıdaki kanallardan bize
          ulaşabilirsiniz.
        </p>
      </header>

      <section aria-labelledby={ids.channels} className="flex flex-col gap-4">
        <h2 id={ids.channels} className={sectionTitle}>
          İletişim Kanalları
        </h2>
        <Card>
          <CardContent>
            <SupportChannels />
          </CardContent>
        </Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card variant="outline">
            <CardHeader>
              <CardTitle>Kişisel veri başvuruları</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p className="text-muted">
                KVKK kapsamındaki başvurularınızı kayıtlı e-posta adresinizden gönderin.
              </p>
              <a href={contactChannels.kvkkHref} className={linkClass}>
                {contactChannels.kvkkEmail}
              </a>
            </CardContent>
          </Card>
          <Card variant="outline">
            <CardHeader>
              <CardTitle>Tesis sahipleri</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p className="text-muted">
                Tesisinizi halisaha’ya eklemek için adınızı, tesisinizi ve şehrinizi yazın.
              </p>
              <a href={facilityApplicationHref} className={linkClass}>
                Tesis başvurusu gönder
              </a>
            </CardContent>
          </Card>
        </div>
      </section>

      <section aria-labelledby={ids.response} className="flex flex-col gap-3">
        <h2 id={ids.response} className={sectionTitle}>
          Ne Zaman Yanıt Alırsınız?
        </h2>
        <p className="leading-relaxed text-foreground">
          Online desteğimiz 7/24 açıktır: e-postalarınızı günün her saatinde alır, genellikle 24 saat içinde
          yanıtlarız. Telefon hattımız {contactChannels.hours.toLocaleLowerCase("tr-TR")} arasında hizmet
          verir.
        </p>
        <p className="leading-relaxed text-foreground">
          Maçınıza birkaç saat kaldıysa ve sahaya ulaşamıyorsanız, tesis sayfasında yazan telefon numarasından
          doğrudan tesisi aramanız en hızlı çözümdür.
        </p>
      </section>

      <section aria-labelledby={ids.request} className="flex flex-col gap-4">
        <h2 id={ids.request} className={sectionTitle}>
          Destek Talebinize Ekleyin
        </h2>
        <p className="leading-relaxed text-foreground">
          Talebinize şunları eklerseniz tek yanıtta çözebiliriz:
        </p>
        <ul className="flex list-disc flex-col gap-2 ps-5 text-foreground">
          {supportRequestChecklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="rounded-card border border-warning/20 bg-warning-soft px-4 py-3 text-sm text-warning-hover">
          Güvenliğiniz için şifrenizi, kart numaranızı veya kartın güvenlik kodunu asla e-postayla
          paylaşmayın. Ekibimiz bu bilgileri hiçbir zaman istemez.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <a href={supportRequestHref}>E-posta ile destek talebi oluştur</a>
          </Button>
          <Button asChild variant="outline">
            <UiLink href={paths.terms.href()}>Kullanım Koşulları</UiLink>
          </Button>
        </div>
      </section>
    </article>
  );
}
