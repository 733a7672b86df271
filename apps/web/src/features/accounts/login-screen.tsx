import { zodResolver } from "@hookform/resolvers/zod";
import { accountScreenMessages, loginSchema, useGoogleLogin, useLogin, useSession } from "@halisaha/data";
import { AuthCard, Button, FormField, Input, PasswordField, UiLink } from "@halisaha/ui";
import { useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { AuthFooterLinks } from "./auth-footer-links";
import { GoogleSignIn, googleFailureOf } from "./google-sign-in";
import { returnPathOf, returnStateOf } from "./return-path";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";
import { notify } from "../../shared/toasts";

/**
 * /login: identifier and password, Google when configured. After success the
 * user goes back to `from` or '/'; a signed-in visitor goes there at once.
 */
export function LoginScreen() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPathOf(location.state) ?? paths.home.href();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { identityFier: "", password: "" },
  });
  const { trigger: login, isMutating, error, reset } = useLogin();
  const googleLogin = useGoogleLogin();
  const { errors, isSubmitting } = form.formState;
  const failure = error
    ? formErrorOf(error, accountScreenMessages.loginFailed, Object.keys(form.getValues()))
    : googleFailureOf(googleLogin.error);

  const onSubmit = form.handleSubmit(async (values) => {
    googleLogin.reset();
    reset();
    try {
      const { message } = await login(values);
      if (message) notify.success(message);
      navigate(target, { replace: true });
    } catch (caught) {
      showFieldErrors(caught, form);
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
          to={paths.register.href()}
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
            <UiLink href={paths.forgotPassword.href()}>Şifremi Unuttum</UiLink>
          </Button>
        </div>
        <Button type="submit" fullWidth loading={isMutating}>
          Giriş Yap
        </Button>
      </form>
      <GoogleSignIn
        text="signin_with"
        googleLogin={googleLogin}
        onStart={reset}
        onSignedIn={() => navigate(target, { replace: true })}
      />
    </AuthCard>
  );
}
