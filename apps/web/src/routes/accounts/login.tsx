import { zodResolver } from "@hookform/resolvers/zod";
import { accountScreenMessages, login, loginSchema, useSession } from "@halisaha/data";
import { AuthCard, Button, FormField, Input, PasswordField, UiLink } from "@halisaha/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { AuthFooterLinks } from "../../features/accounts/auth-footer-links";
import { GoogleSignIn } from "../../features/accounts/google-sign-in";
import { returnPathOf, returnStateOf } from "../../features/accounts/return-path";
import { serverErrorOf } from "../../shared/server-errors";
import { notify } from "../../app/toasts";

/**
 * /login: identifier and password, Google when configured. After success the
 * user goes back to `from` or '/'; a signed-in visitor goes there at once.
 */
export default function LoginRoute() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPathOf(location.state) ?? paths.home;
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { identityFier: "", password: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await login(values);
      if (message) notify.success(message);
      navigate(target, { replace: true });
    } catch (error) {
      setFailure(serverErrorOf(error, form, accountScreenMessages.loginFailed));
    }
  });

  if (status === "authenticated" && !isSubmitting) return <Navigate to={target} replace />;

  const keepReturn = returnStateOf(location.state);
  return (
    <AuthCard
      title="Giriş Yap"
      description="Hesabınıza giriş yaparak halı saha rezervasyonlarınızı yönetin."
      error={failure}
      footer={
        <AuthFooterLinks
          question="Hesabınız yok mu?"
          to={paths.register}
          linkLabel="Kayıt Ol"
          state={keepReturn}
        />
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormField label="E-posta, telefon veya kullanıcı adı" error={errors.identityFier?.message} required>
          <Input autoComplete="username" {...form.register("identityFier")} />
        </FormField>
        <FormField label="Şifre" error={errors.password?.message} required>
          <PasswordField autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <div className="flex justify-end">
          <Button asChild variant="link" size="sm">
            <UiLink href={paths.forgotPassword}>Şifremi Unuttum</UiLink>
          </Button>
        </div>
        <Button type="submit" fullWidth loading={isSubmitting}>
          Giriş Yap
        </Button>
      </form>
      <GoogleSignIn
        text="signin_with"
        onSignedIn={() => navigate(target, { replace: true })}
        onError={setFailure}
      />
    </AuthCard>
  );
}
