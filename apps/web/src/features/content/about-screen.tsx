import { Badge, Button, Card, CardContent, CardHeader, CardTitle, UiLink, UserAvatar } from "@halisaha/ui";
import { useId } from "react";
import { paths } from "../../config/paths";
import { aboutFacts, aboutMission, aboutReasons, aboutStory, aboutTeam, aboutVision } from "./about-content";
import { SupportChannels } from "./support-channels";

const sectionTitle = "text-2xl font-bold text-foreground";

/**
 * /about 'Hakkımızda': hero with the facts (2021, 1000+ tesis, 7/24 destek),
 * story, mission, vision, reasons to choose halisaha, the team and the contact block.
 */
export function AboutScreen() {
  const ids = {
    title: useId(),
    story: useId(),
    reasons: useId(),
    team: useId(),
    contact: useId(),
  };
  return (
    <article aria-labelledby={ids.title} className="flex flex-col gap-12">
      <header className="flex flex-col gap-6 rounded-card bg-secondary px-5 py-10 text-secondary-foreground sm:px-10">
        <Badge tone="primary" className="border-secondary-foreground/30">
          2021’den beri sahadayız
        </Badge>
        <div className="flex flex-col gap-3">
          <h1 id={ids.title} className="text-3xl font-bold sm:text-4xl">
            Hakkımızda
          </h1>
          <p className="max-w-2xl text-lg text-secondary-foreground/90">
            halisaha, oyuncuları Türkiye’nin dört bir yanındaki halı sahalarla buluşturur: boş saati görün,
            bir saatlik dilimi ayırın, güvenle ödeyin.
          </p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          {aboutFacts.map((fact) => (
            <div
              key={fact.label}
              className="flex flex-col-reverse gap-1 rounded-card bg-secondary-hover px-4 py-3"
            >
              <dt className="text-sm text-secondary-foreground/90">{fact.label}</dt>
              <dd className="text-3xl font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <UiLink href={paths.facilities.href()}>Halı Sahaları Keşfet</UiLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <UiLink href={paths.contact.href()}>Bize Ulaşın</UiLink>
          </Button>
        </div>
      </header>

      <section aria-labelledby={ids.story} className="flex flex-col gap-4">
        <h2 id={ids.story} className={sectionTitle}>
          Hikâyemiz
        </h2>
        <div className="flex max-w-3xl flex-col gap-4 text-base leading-relaxed text-foreground">
          {aboutStory.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Misyonumuz</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed">{aboutMission}</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Vizyonumuz</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="leading-relaxed">{aboutVision}</p>
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby={ids.reasons} className="flex flex-col gap-6">
        <h2 id={ids.reasons} className={sectionTitle}>
          Neden halisaha?
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {aboutReasons.map((reason) => (
            <li key={reason.title} className="flex">
              <Card variant="outline" className="w-full">
                <CardHeader>
                  <CardTitle>{reason.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted">{reason.text}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={ids.team} className="flex flex-col gap-6">
        <h2 id={ids.team} className={sectionTitle}>
          Ekibimiz
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {aboutTeam.map((member) => (
            <li key={member.lastName} className="flex">
              <Card className="w-full">
                <CardHeader className="flex-row items-center gap-4">
                  <UserAvatar firstName={member.firstName} lastName={member.lastName} size="lg" />
                  <div className="flex min-w-0 flex-col gap-1">
                    <CardTitle>
                      {member.firstName} {member.lastName}
                    </CardTitle>
                    <p className="text-sm font-medium text-primary">{member.role}</p>
                  </div>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted">{member.bio}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby={ids.contact}
        className="flex flex-col gap-6 rounded-card border border-border bg-surface p-5 shadow-card sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <h2 id={ids.contact} className={sectionTitle}>
            Bize Ulaşın
          </h2>
          <p className="text-muted">
            Rezervasyon, ödeme veya tesisinizi platforma eklemekle ilgili her sorunuz için buradayız.
          </p>
        </div>
        <SupportChannels />
        <div>
          <Button asChild variant="secondary">
            <UiLink href={paths.contact.href()}>İletişim sayfasına git</UiLink>
          </Button>
        </div>
      </section>
    </article>
  );
}
