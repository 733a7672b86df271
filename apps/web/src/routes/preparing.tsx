import { PageNotice } from "@halisaha/ui";

type PreparingPageProps = {
  /** the screen's name, e.g. 'Rezervasyonlarım' */
  title: string;
  /** 2 inside the panel, whose top bar holds the page's <h1>. @default 1 */
  headingLevel?: 1 | 2;
};

/**
 * The honest state of a screen that a later issue builds: the layout and a notice, no fake
 * content. Each use names the screen.
 */
export function PreparingPage({ title, headingLevel = 1 }: PreparingPageProps) {
  return (
    <PageNotice
      headingLevel={headingLevel}
      title={title}
      description="Bu sayfa hazırlanıyor. Çok yakında burada olacak."
    />
  );
}
