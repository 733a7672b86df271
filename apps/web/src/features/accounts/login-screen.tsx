import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountScreenMessages,
  asksForLoginCode,
  codeMessages,
  loginSchema,
  useGoogleLogin,
  useLogin,
  useSession,
} from "@halisaha/data";
import { AuthCard, Button, FormField, Input, OtpInput, PasswordField, UiLink } from "@halisaha/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { AuthFooterLinks } from "./auth-footer-links";
import { GoogleSignIn, googleFailureOf } from "./google-sign-in";
import { returnPathOf, returnStateOf } from "./return-path";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";
import { notify } from "../../shared/toasts";

/**
 * /login: identifier and password, Google when configured. After success the
 * user goes back to `from` or '/'; a signed-in visitor goes there at once. When the server
 * asks for the SMS code (an account past its cap of failed logins: `data.secondFactor`), the
 * code field appears under what was typed, with 'Yeni kod gönder' (the same login without a
 * code, which sends one).
 */
export function LoginScreen() {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPathOf(location.state) ?? paths.home.href();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { identityFier: "", password: "", otp: "" },
  });
  const [needsCode, setNeedsCode] = useState(false);
  const { trigger: login, isMutating, error, reset } = useLogin();
  const googleLogin = useGoogleLogin();
  const { errors, isSubmitting } = form.formState;
  const failure = error
    ? formErrorOf(error, accountScreenMessages.loginFailed, Object.keys(form.getValues()))
    : googleFailureOf(googleLogin.error);

  /** Signs in; `withCode`: with the code field's value once the server asked for one. */
  const send = (withCode: boolean) =>
    form.handleSubmit(async ({ otp, ...credentials }) => {
      googleLogin.reset();
      reset();
      if (withCode && needsCode && otp === undefined) {
        form.setError("otp", { message: codeMessages.required }, { shouldFocus: true });
        return;
      }
      try {
        const { message } = await login(
          withCode && otp !== undefined ? { ...credentials, otp } : credentials,
        );
        if (message) notify.success(message);
        navigate(target, { replace: true });
      } catch (caught) {
        if (asksForLoginCode((caught as { data?: unknown }).data)) setNeedsCode(true);
        showFieldErrors(caught, form);
      }
    });
  const onSubmit = send(true);

  /** Asks for a new code: the same login without one (the server sends it). */
  const resendCode = () => {
    form.setValue("otp", "");
    void send(false)();
  };

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
        {needsCode ? (
          <div className="flex flex-col gap-2">
            <FormField
              label="Doğrulama Kodu"
              hint="Telefonunuza SMS ile gelen 6 haneli kod."
              error={errors.otp?.message}
              required
            >
              {(control) => (
                <Controller
                  control={form.control}
                  name="otp"
                  render={({ field }) => (
                    <OtpInput
                      {...control}
                      ref={field.ref}
                      name={field.name}
                      value={typeof field.value === "string" ? field.value : ""}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={isMutating}
                      autoFocus
                    />
                  )}
                />
              )}
            </FormField>
            <div className="flex justify-end">
              <Button variant="link" size="sm" onClick={resendCode} disabled={isMutating}>
                Yeni kod gönder
              </Button>
            </div>
          </div>
        ) : null}
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
