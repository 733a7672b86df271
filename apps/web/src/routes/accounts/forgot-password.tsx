import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountMessages,
  accountScreenMessages,
  forgotPassword,
  resetPassword,
  resetPasswordSchema,
  verifyResetCode,
} from "@halisaha/data";
import { AuthCard, Button, FormField, PasswordField, StepIndicator, SuccessPanel } from "@halisaha/ui";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { paths } from "../../app/paths";
import { CodeStep } from "../../features/accounts/code-step";
import { PhoneStep } from "../../features/accounts/phone-step";
import { serverErrorOf } from "../../shared/server-errors";
import { useCodeFlow } from "../../features/accounts/use-code-flow";

const steps = ["Telefon", "Doğrulama Kodu", "Yeni Şifre", "Tamamlandı"];

type Step = "phone" | "code" | "password" | "done";
const stepIndex: Record<Step, number> = { phone: 0, code: 1, password: 2, done: 3 };

const descriptions: Record<Step, string> = {
  phone: "Hesabınıza kayıtlı telefon numarasını girin, size bir doğrulama kodu gönderelim.",
  code: "Telefonunuza gelen kodu girin.",
  password: "Hesabınız için yeni bir şifre belirleyin.",
  done: "",
};

/**
 * /forgot-password: phone → code (300 s countdown, resend when it ends)
 * → new password → success with a link to /login.
 */
export default function ForgotPasswordRoute() {
  const { step, goTo, phone, failure, setFailure, phoneStep, codeStep } = useCodeFlow<Step>({
    initialStep: "phone",
    sendCode: forgotPassword,
    verifyCode: verifyResetCode,
    afterCode: "password",
    sendFallback: accountScreenMessages.forgotFailed,
  });

  return (
    <AuthCard
      title="Şifremi Unuttum"
      description={descriptions[step] || undefined}
      error={failure}
      footer={
        step === "done" ? undefined : (
          <div className="flex justify-center text-sm">
            <Button asChild variant="link">
              <Link to={paths.login}>Giriş sayfasına dön</Link>
            </Button>
          </div>
        )
      }
    >
      <StepIndicator steps={steps} current={stepIndex[step]} />
      {step === "phone" ? <PhoneStep {...phoneStep} /> : null}
      {step === "code" ? <CodeStep {...codeStep} /> : null}
      {step === "password" ? (
        <NewPasswordStep phone={phone} onReset={() => goTo("done")} onError={setFailure} />
      ) : null}
      {step === "done" ? (
        <SuccessPanel
          title={accountMessages.passwordReset}
          description="Yeni şifrenizle giriş yapabilirsiniz."
          actions={
            <Button asChild>
              <Link to={paths.login}>Giriş Yap</Link>
            </Button>
          }
        />
      ) : null}
    </AuthCard>
  );
}

type NewPasswordStepProps = {
  phone: string;
  onReset: () => void;
  /** The form-level failure to show (null clears it). */
  onError: (message: string | null) => void;
};

function NewPasswordStep({ phone, onReset, onError }: NewPasswordStepProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { phone, newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onError(null);
    try {
      await resetPassword(values);
      onReset();
    } catch (error) {
      onError(
        serverErrorOf(error, form, accountScreenMessages.resetFailed, ["newPassword", "confirmPassword"]),
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField label="Yeni Şifre" hint="En az 6 karakter" error={errors.newPassword?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("newPassword")} />
      </FormField>
      <FormField label="Yeni Şifre Tekrar" error={errors.confirmPassword?.message} required>
        <PasswordField autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" fullWidth loading={isSubmitting}>
        Şifreyi Sıfırla
      </Button>
    </form>
  );
}
