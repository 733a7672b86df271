import {
  accountScreenMessages,
  type AccountWriteResult,
  type PhoneRequest,
  type VerifyCodeRequest,
} from "@halisaha/data";
import { useState } from "react";
import type { CodeStepProps } from "./code-step";
import type { PhoneStepProps } from "./phone-step";
import { notify } from "../../app/toasts";

type CodeFlowOptions<Step extends string> = {
  /** where the flow starts (usually "phone") */
  initialStep: Step;
  /** the number the phone step starts with */
  initialPhone?: string;
  /** Sends a code to the number, first and on resend; rejects with the call's error. */
  sendCode: (input: PhoneRequest) => Promise<AccountWriteResult>;
  /** Checks the code sent to the number; rejects with the call's error. */
  verifyCode: (input: VerifyCodeRequest) => Promise<unknown>;
  /** the step after a verified code */
  afterCode: Step;
  /** the phone step's text when the server gives none */
  sendFallback: string;
};

/**
 * The phone → code part of the forgot-password and phone-verification flows: the current step,
 * the number the code went to, the form-level failure, and the props of `PhoneStep` and
 * `CodeStep`. A sent code is announced with the server's message; a verified code moves on to
 * `afterCode`; 'Telefon numarasını değiştir' goes back to the phone step. Moving to another
 * step clears the failure.
 */
export function useCodeFlow<Step extends string>({
  initialStep,
  initialPhone = "",
  sendCode,
  verifyCode,
  afterCode,
  sendFallback,
}: CodeFlowOptions<Step>) {
  const [step, setStep] = useState<Step | "phone" | "code">(initialStep);
  const [phone, setPhone] = useState(initialPhone);
  const [failure, setFailure] = useState<string | null>(null);
  const goTo = (next: Step | "phone" | "code") => {
    setFailure(null);
    setStep(next);
  };

  const send = async (to: string) => {
    const { message } = await sendCode({ phone: to });
    if (message) notify.success(message);
  };

  const phoneStep: PhoneStepProps = {
    defaultPhone: phone,
    submitLabel: "Kod Gönder",
    failureFallback: sendFallback,
    onError: setFailure,
    send: async (to) => {
      await send(to);
      setPhone(to);
      goTo("code");
    },
  };

  const codeStep: CodeStepProps = {
    phone,
    verifyFallback: accountScreenMessages.verifyFailed,
    resendFallback: accountScreenMessages.resendFailed,
    onError: setFailure,
    verify: async (otp) => {
      await verifyCode({ phone, otp });
      goTo(afterCode);
    },
    resend: () => send(phone),
    onChangePhone: () => goTo("phone"),
  };

  return { step, goTo, phone, failure, setFailure, phoneStep, codeStep };
}
