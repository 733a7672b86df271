import { zodResolver } from "@hookform/resolvers/zod";
import { accountScreenMessages, register, registerSchema, type SessionUser } from "@halisaha/data";
import { AuthCard, Button, FormField, Input, PasswordField, SuccessPanel } from "@halisaha/ui";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../app/paths";
import { AuthFooterLinks } from "../../features/accounts/auth-footer-links";
import { GoogleSignIn } from "../../features/accounts/google-sign-in";
import { NameFields } from "../../features/accounts/name-fields";
import { returnPathOf, returnStateOf } from "../../features/accounts/return-path";
import { serverErrorOf } from "../../shared/server-errors";

/** How long the success view stays before the redirect to /login (spec section 9). */
const REGISTER_REDIRECT_MS = 3000;

const emptyForm = { firstName: "", lastName: "", userName: "", email: "", password: "", confirmPassword: "" };

/**
 * /register (spec section 2): six fields; on success a confirmation, then /login after 3 s,
 * where the new user signs in (registering does not: see the data package's README). A return
 * path (`from`) travels along, so signing in leads back to where they were going.
 */
export default function RegisterRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState<SessionUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const from = returnPathOf(location.state);
  const keepReturn = returnStateOf(location.state);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(
      () => navigate(paths.login, { replace: true, state: from ? { from } : undefined }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [registered, navigate, from]);

  if (registered) {
    return (
      <AuthCard title="Kayıt Ol">
        <SuccessPanel
          title={accountScreenMessages.registerSuccessTitle}
          description={`Aramıza hoş geldiniz, ${registered.firstName}! Birkaç saniye içinde giriş sayfasına yönlendirileceksiniz.`}
          actions={
            <Button asChild>
              <Link to={paths.login} replace state={keepReturn}>
                Giriş Yap
              </Link>
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Kayıt Ol"
      description="Ücretsiz hesap oluşturun, halı sahaları kolayca bulun ve rezerve edin."
      error={failure}
      footer={
        <AuthFooterLinks
          question="Zaten hesabınız var mı?"
          to={paths.login}
          linkLabel="Giriş Yap"
          state={keepReturn}
        />
      }
    >
      <RegisterForm onRegistered={setRegistered} onError={setFailure} />
      <GoogleSignIn
        text="signup_with"
        onSignedIn={() => navigate(from ?? paths.home, { replace: true })}
        onError={setFailure}
      />
    </AuthCard>
  );
}

type RegisterFormProps = {
  onRegistered: (user: SessionUser) => void;
  /** The form-level failure to show (null clears it). */
  onError: (message: string | null) => void;
};

function RegisterForm({ onRegistered, onError }: RegisterFormProps) {
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onError(null);
    try {
      const { user } = await register(values);
      onRegistered(user);
    } catch (error) {
      onError(serverErrorOf(error, form, accountScreenMessages.registerFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <NameFields
        firstName={form.register("firstName")}
        lastName={form.register("lastName")}
        errors={errors}
      />
      <FormField label="Kullanıcı Adı" error={errors.userName?.message} required>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("userName")}
        />
      </FormField>
      <FormField label="E-posta" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Şifre" hint="En az 6 karakter" error={errors.password?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Şifre Tekrar" error={errors.confirmPassword?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" fullWidth loading={isSubmitting}>
        Kayıt Ol
      </Button>
    </form>
  );
}
