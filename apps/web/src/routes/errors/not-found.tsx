import { PageNotice } from "@halisaha/ui";
import { BackAndHomeActions } from "./back-and-home-actions";

export default function NotFoundRoute() {
  return (
    <PageNotice
      title="Sayfa Bulunamadı"
      description="Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir."
      actions={<BackAndHomeActions />}
    />
  );
}
