import { PageNotice } from "@halisaha/ui";

/**
 * The honest state of a screen that a later issue builds: the layout and a notice, no fake
 * content. Each use names the screen.
 */
export function PreparingPage({ title }: { title: string }) {
  return <PageNotice title={title} description="Bu sayfa hazırlanıyor. Çok yakında burada olacak." />;
}
