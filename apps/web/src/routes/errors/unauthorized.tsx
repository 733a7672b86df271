import { PageNotice } from "@halisaha/ui";
import { useLocation } from "react-router-dom";
import { BackAndHomeActions } from "./back-and-home-actions";

/** Access denied. A guard may pass a more specific reason in the navigation state. */
export default function UnauthorizedRoute() {
  const { state } = useLocation() as { state: { message?: string } | null };
  return (
    <PageNotice
      tone="warning"
      title="Erişim Reddedildi"
      description={
        state?.message ??
        "Bu sayfayı görüntülemek için yetkiniz yetersiz. Giriş yapabilir veya farklı bir hesap kullanabilirsiniz."
      }
      actions={<BackAndHomeActions />}
    />
  );
}
