import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountMessages,
  accountScreenMessages,
  resetPasswordSchema,
  useForgotPassword,
  useResetPassword,
  useVerifyResetCode,
  type AccountWrite,
  type ResetPasswordRequest,
  type VerifyResetCodeResult,
} from "@halisaha/data";
import { AuthCard, Button, FormField, PasswordField, StepIndicator, SuccessPanel } from "@halisaha/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { CodeStep } from "./code-step";
import { PhoneStep } from "./phone-step";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";
import { useCodeFlow } from "./use-code-flow";

const steps = ["Telefon", "Doğrulama Kodu", "Yeni Şifre", "Tamamlandı"];

type Step = "phone" | "code" | "password" | "done";
const stepIndex: Record<Step, number> = { phone: 0, code: 1, password: 2, done: 3 };

/** The fields of the new-password step a server error can be shown under. */
const passwordFields = ["newPassword", "confirmPassword"] as const;

const descriptions: Record<Step, string> = {
  phone: "Hesabınıza kayıtlı telefon numarasını girin, size bir doğrulama kodu gönderelim.",
  code: "Telefonunuza gelen kodu girin.",
  password: "Hesabınız için yeni bir şifre belirleyin.",
  done: "",
};

/**
 * /forgot-password: phone → code (300 s countdown, resend when it ends)
 * → new password → success with a link to /login.
 *
 * The verified code's reset token lives only in this screen's state (never in storage) and goes
 * with the new password; it is valid for 10 minutes and one reset.
 */
export function ForgotPasswordScreen() {
  const passwordReset = useResetPassword();
  const [resetToken, setResetToken] = useState("");
  const { step, goTo, phone, failure, phoneStep, codeStep } = useCodeFlow<Step, VerifyResetCodeResult>({
    initialStep: "phone",
    sendCode: useForgotPassword(),
    verifyCode: useVerifyResetCode(),
    onVerified: (verified) => setResetToken(verified.resetToken),
    afterCode: "password",
    sendFallback: accountScreenMessages.forgotFailed,
  });
  const resetError = passwordReset.error;
  const resetFailure =
    step === "password" && resetError
      ? formErrorOf(resetError, accountScreenMessages.resetFailed, passwordFields)
      : null;

  return (
    <AuthCard
      title="Şifremi Unuttum"
      description={descriptions[step] || undefined}
      error={failure ?? resetFailure}
      footer={
        step === "done" ? undefined : (
          <div className="flex justify-center text-sm">
            <Button asChild variant="link">
              <Link to={paths.login.href()}>Giriş sayfasına dön</Link>
            </Button>
          </div>
        )
      }
    >
      <StepIndicator steps={steps} current={stepIndex[step]} />
      {step === "phone" ? <PhoneStep {...phoneStep} /> : null}
      {step === "code" ? <CodeStep {...codeStep} /> : null}
      {step === "password" ? (
        <NewPasswordStep
          phone={phone}
          resetToken={resetToken}
          passwordReset={passwordReset}
          onReset={() => goTo("done")}
        />
      ) : null}
      {step === "done" ? (
        <SuccessPanel
          title={accountMessages.passwordReset}
          description="Yeni şifrenizle giriş yapabilirsiniz."
          actions={
            <Button asChild>
              <Link to={paths.login.href()}>Giriş Yap</Link>
            </Button>
          }
        />
      ) : null}
    </AuthCard>
  );
}

type NewPasswordStepProps = {
  phone: string;
  /** what the verified code gave: the only proof the reset call accepts */
  resetToken: string;
  /** the screen's `useResetPassword()`; the screen shows its failure */
  passwordReset: AccountWrite<ResetPasswordRequest>;
  onReset: () => void;
};

function NewPasswordStep({ phone, resetToken, passwordReset, onReset }: NewPasswordStepProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { resetToken, phone, newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const { trigger: resetPassword, reset, isMutating } = passwordReset;

  const onSubmit = form.handleSubmit(async (values) => {
    reset();
    try {
      await resetPassword(values);
      onReset();
    } catch (error) {
      // the form keeps what was typed; the field errors go under their fields
      showFieldErrors(error, form, passwordFields);
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
      <Button type="submit" fullWidth loading={isMutating}>
        Şifreyi Sıfırla
      </Button>
    </form>
  );
}
