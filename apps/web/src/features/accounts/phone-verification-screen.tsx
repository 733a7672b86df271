import {
  accountMessages,
  accountScreenMessages,
  useSendVerificationCode,
  useSession,
  useVerifyPhoneNumber,
} from "@halisaha/data";
import { AuthCard, Button, StepIndicator, SuccessPanel } from "@halisaha/ui";
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { CodeStep } from "./code-step";
import { PhoneStep } from "./phone-step";
import { returnPathOf } from "./return-path";
import { useCodeFlow } from "./use-code-flow";

const steps = ["Telefon", "Doğrulama Kodu", "Tamamlandı"];

type Step = "phone" | "code" | "done";
const stepIndex: Record<Step, number> = { phone: 0, code: 1, done: 2 };

/**
 * /phone-verification, signed in: phone (the account's number, or any
 * number for an account without one: verifying saves it) → code (300 s countdown, resend when it
 * ends; a hint says that a number another account verified gets no code, which the API's answer
 * never tells) → success. After success the user is read again and
 * stored. A screen that sent the user here with `from` (booking) gets a way back.
 */
export function PhoneVerificationScreen() {
  const { user } = useSession();
  const location = useLocation();
  const from = returnPathOf(location.state);
  // someone who arrives verified sees that at once; a fresh verification shows the success step
  const [arrivedVerified] = useState(() => Boolean(user?.isPhoneVerified));
  const { step, failure, phoneStep, codeStep } = useCodeFlow<Step>({
    initialStep: arrivedVerified ? "done" : "phone",
    initialPhone: user?.phoneNumber ?? "",
    sendCode: useSendVerificationCode(),
    verifyCode: useVerifyPhoneNumber(),
    afterCode: "done",
    sendFallback: accountScreenMessages.sendFailed,
  });

  const doneActions = (
    <>
      {from ? (
        <Button asChild>
          <Link to={from} replace>
            Kaldığım Yere Dön
          </Link>
        </Button>
      ) : null}
      <Button asChild variant={from ? "outline" : "primary"}>
        <Link to={paths.facilities.href()}>Halı Sahalara Göz At</Link>
      </Button>
    </>
  );

  return (
    <AuthCard
      title="Telefon Doğrulama"
      error={failure}
      description={
        step === "done" ? undefined : "Rezervasyon yapabilmek için telefon numaranızı doğrulamanız gerekiyor."
      }
    >
      <StepIndicator steps={steps} current={stepIndex[step]} />
      {step === "phone" && !user?.phoneNumber ? (
        <p className="text-center text-sm text-muted">
          Hesabınızda kayıtlı bir telefon numarası yok. Doğrulamak istediğiniz numarayı girin; doğrulandığında
          hesabınıza kaydedilir.
        </p>
      ) : null}
      {step === "phone" ? <PhoneStep {...phoneStep} /> : null}
      {step === "code" ? <CodeStep {...codeStep} hint={accountScreenMessages.verificationCodeHint} /> : null}
      {step === "done" ? (
        <SuccessPanel
          title={arrivedVerified ? accountMessages.phoneAlreadyVerified : accountMessages.phoneVerified}
          description={
            from
              ? "Artık rezervasyon yapabilirsiniz. Kaldığınız yerden devam edebilirsiniz."
              : "Artık halı saha rezervasyonu yapabilirsiniz."
          }
          actions={doneActions}
        />
      ) : null}
    </AuthCard>
  );
}
