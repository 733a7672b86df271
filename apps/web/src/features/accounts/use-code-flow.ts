import {
  accountErrorMessage,
  accountScreenMessages,
  type AccountWriteResult,
  type PhoneRequest,
  type VerifyCodeRequest,
} from "@halisaha/data";
import { useState } from "react";
import type { CodeStepProps } from "./code-step";
import type { PhoneStepProps } from "./phone-step";
import { formErrorOf } from "../../shared/server-errors";
import { notify } from "../../shared/toasts";

/** The part of a write hook (`AccountWrite`) the flow uses, whatever the write resolves to. */
type CodeWrite<Input, Result = unknown> = {
  trigger: (input: Input) => Promise<Result>;
  isMutating: boolean;
  error?: unknown;
  reset: () => void;
};

type CodeFlowOptions<Step extends string, Verified> = {
  /** where the flow starts (usually "phone") */
  initialStep: Step;
  /** the number the phone step starts with */
  initialPhone?: string;
  /** Sends a code to the number, first and on resend (e.g. `useForgotPassword()`). */
  sendCode: CodeWrite<PhoneRequest, AccountWriteResult>;
  /** Checks the code sent to the number (e.g. `useVerifyResetCode()`). */
  verifyCode: CodeWrite<VerifyCodeRequest, Verified>;
  /**
   * Receives what the check resolved to, before the flow moves on (the forgot-password screen
   * keeps the reset token from it in its state).
   */
  onVerified?: (verified: Verified) => void;
  /** the step after a verified code */
  afterCode: Step;
  /** the phone step's text when the server gives none */
  sendFallback: string;
};

/**
 * The phone → code part of the forgot-password and phone-verification flows: the current step,
 * the number the code went to, the form-level failure, and the props of `PhoneStep` and
 * `CodeStep`. A sent code is announced with the server's message; a verified code moves on to
 * `afterCode`; 'Telefon numarasını değiştir' goes back to the phone step.
 *
 * The failure is the last failed write's (each write clears the other's when it starts, moving
 * to another step clears both): on the phone step the send's, unless its field error is shown
 * under the field; on the code step the check's (the same for a code error) or the resend's.
 */
export function useCodeFlow<Step extends string, Verified = unknown>({
  initialStep,
  initialPhone = "",
  sendCode,
  verifyCode,
  onVerified,
  afterCode,
  sendFallback,
}: CodeFlowOptions<Step, Verified>) {
  const [step, setStep] = useState<Step | "phone" | "code">(initialStep);
  const [phone, setPhone] = useState(initialPhone);
  const { error: sendError, isMutating: sending } = sendCode;
  const { error: verifyError, isMutating: verifying } = verifyCode;

  const clearFailures = () => {
    sendCode.reset();
    verifyCode.reset();
  };
  const goTo = (next: Step | "phone" | "code") => {
    clearFailures();
    setStep(next);
  };

  const send = async (to: string) => {
    clearFailures();
    const { message } = await sendCode.trigger({ phone: to });
    if (message) notify.success(message);
  };

  let failure: string | null = null;
  if (step === "phone" && sendError) {
    failure = formErrorOf(sendError, sendFallback, ["phone"]);
  } else if (step === "code" && verifyError) {
    failure = formErrorOf(verifyError, accountScreenMessages.verifyFailed, ["otp"]);
  } else if (step === "code" && sendError) {
    failure = accountErrorMessage(sendError, accountScreenMessages.resendFailed);
  }

  const phoneStep: PhoneStepProps = {
    defaultPhone: phone,
    submitLabel: "Kod Gönder",
    sending,
    send: async (to) => {
      await send(to);
      setPhone(to);
      goTo("code");
    },
  };

  const codeStep: CodeStepProps = {
    phone,
    verifying,
    resending: sending,
    verify: async (otp) => {
      clearFailures();
      const verified = await verifyCode.trigger({ phone, otp });
      onVerified?.(verified);
      goTo(afterCode);
    },
    resend: () => send(phone),
    onChangePhone: () => goTo("phone"),
  };

  return { step, goTo, phone, failure, phoneStep, codeStep };
}
