import { accountErrorMessage, accountScreenMessages, useLogoutEverywhere } from "@halisaha/data";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
} from "@halisaha/ui";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { FormMessage } from "../../shared/form-message";

/**
 * 'Oturumlar' on the profile: "Tüm cihazlardan çıkış yap" after a confirm. The server ends
 * every session of the account, this browser's too, so the user lands on /login with the
 * server's message as a toast. A failure keeps the session and says so on the card.
 */
export function SessionsCard() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { trigger: logoutEverywhere, isMutating, error, reset } = useLogoutEverywhere();
  const failure = error ? accountErrorMessage(error, accountScreenMessages.logoutEverywhereFailed) : null;

  const confirm = async () => {
    try {
      const { message } = await logoutEverywhere();
      notify.success(message);
      navigate(paths.login.href(), { replace: true });
    } catch {
      // the card shows the failure; the session is still there
      setConfirming(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Oturumlar</h2>
        </CardTitle>
        <CardDescription>
          Hesabınızın açık olduğu tüm cihazlarda (bu cihaz dahil) oturumu kapatır. Tanımadığınız bir giriş
          fark ettiyseniz önce şifrenizi değiştirin.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <FormMessage message={failure} />
        <Button
          variant="outline"
          onClick={() => {
            reset();
            setConfirming(true);
          }}
        >
          Tüm cihazlardan çıkış yap
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirm()}
        loading={isMutating}
        title="Tüm cihazlardan çıkış yapılsın mı?"
        description="Bu cihaz dahil, hesabınızın açık olduğu her yerde oturum kapanır. Devam etmek için yeniden giriş yapmanız gerekir."
        confirmLabel="Evet, Çıkış Yap"
        cancelLabel="Vazgeç"
      />
    </Card>
  );
}
