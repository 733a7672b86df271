import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountScreenMessages,
  registerSchema,
  useGoogleLogin,
  useRegister,
  type AccountUserResult,
  type AccountWrite,
  type RegisterRequest,
  type SessionUser,
} from "@halisaha/data";
import { AuthCard, Button, FormField, Input, PasswordField, SuccessPanel } from "@halisaha/ui";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { AuthFooterLinks } from "./auth-footer-links";
import { GoogleSignIn, googleFailureOf } from "./google-sign-in";
import { NameFields } from "./name-fields";
import { PhoneField } from "./phone-field";
import { returnPathOf, returnStateOf } from "./return-path";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";

/** How long the success view stays before the redirect to /login. */
const REGISTER_REDIRECT_MS = 3000;

const emptyForm = {
  firstName: "",
  lastName: "",
  userName: "",
  email: "",
  phone: "",
  password: "",
  confirmPassword: "",
};
const formFields = Object.keys(emptyForm);

/**
 * /register: the six fields and an optional phone number. Registering signs
 * the new user in (see the data package's README); the success view then redirects after 3 s
 * (to /login, which sends a signed-in user on to `from` or '/'). With a phone given,
 * its first action is the phone verification, so the new user can verify and book at once.
 */
export function RegisterScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const registration = useRegister();
  const googleLogin = useGoogleLogin();
  // the new user, set as soon as `register` resolves (the hook's `data` comes in a transition,
  // which would start the 3-second redirect late): the success view and its redirect
  const [registered, setRegistered] = useState<SessionUser | null>(null);
  const failure = registration.error
    ? formErrorOf(registration.error, accountScreenMessages.registerFailed, formFields)
    : googleFailureOf(googleLogin.error);
  const from = returnPathOf(location.state);
  const keepReturn = returnStateOf(location.state);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(
      () => navigate(paths.login.href(), { replace: true, state: from ? { from } : undefined }),
      REGISTER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [registered, navigate, from]);

  if (registered) {
    return (
      <AuthCard title="Kayıt Ol">
        <SuccessPanel
          title={accountScreenMessages.registerSuccessTitle}
          description={`Aramıza hoş geldiniz, ${registered.firstName}! Oturumunuz açıldı; birkaç saniye içinde yönlendirileceksiniz.`}
          actions={
            registered.phoneNumber ? (
              <Button asChild>
                <Link to={paths.phoneVerification.href()} replace state={keepReturn}>
                  Telefonu Doğrula
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={from ?? paths.home.href()} replace>
                  Devam Et
                </Link>
              </Button>
            )
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
          to={paths.login.href()}
          linkLabel="Giriş Yap"
          state={keepReturn}
        />
      }
    >
      <RegisterForm registration={registration} onStart={googleLogin.reset} onRegistered={setRegistered} />
      <GoogleSignIn
        text="signup_with"
        googleLogin={googleLogin}
        onStart={registration.reset}
        onSignedIn={() => navigate(from ?? paths.home.href(), { replace: true })}
      />
    </AuthCard>
  );
}

type RegisterFormProps = {
  /** the screen's `useRegister()`; the screen shows its failure */
  registration: AccountWrite<RegisterRequest, AccountUserResult>;
  /** called when the form is sent (the screen clears its other failure) */
  onStart: () => void;
  onRegistered: (user: SessionUser) => void;
};

function RegisterForm({ registration, onStart, onRegistered }: RegisterFormProps) {
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const { trigger: register, reset, isMutating } = registration;

  const onSubmit = form.handleSubmit(async (values) => {
    onStart();
    reset();
    try {
      const { user } = await register(values);
      onRegistered(user);
    } catch (error) {
      // the form keeps what was typed; the field errors go under their fields
      showFieldErrors(error, form);
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
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label="Telefon Numarası (isteğe bağlı)"
            required={false}
            error={errors.phone?.message}
            placeholder="5XX XXX XX XX"
            field={{ ...field, value: typeof field.value === "string" ? field.value : "" }}
          />
        )}
      />
      <FormField label="Şifre" hint="En az 6 karakter" error={errors.password?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Şifre Tekrar" error={errors.confirmPassword?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" fullWidth loading={isMutating}>
        Kayıt Ol
      </Button>
    </form>
  );
}
