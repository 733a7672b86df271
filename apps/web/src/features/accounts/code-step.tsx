import { zodResolver } from "@hookform/resolvers/zod";
import { accountErrorMessage, OTP_TTL_SECONDS, verifyCodeSchema } from "@halisaha/data";
import { Button, Countdown, FormField, formatPhone, OtpInput, useCountdown } from "@halisaha/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { serverErrorOf } from "../../shared/server-errors";

export type CodeStepProps = {
  /** the 10-digit number the code went to */
  phone: string;
  /** Checks the code; rejects with the call's error. */
  verify: (otp: string) => Promise<void>;
  /** Sends a new code; rejects with the call's error. */
  resend: () => Promise<void>;
  /** the screen's texts when the server gives none */
  verifyFallback: string;
  resendFallback: string;
  /** Back to the phone step, to correct the number. */
  onChangePhone: () => void;
  /** The form-level failure to show (null clears it); a code error stays on the field. */
  onError: (message: string | null) => void;
};

/**
 * The code step of the forgot-password and phone-verification flows: the 6-digit code, a
 * 300-second countdown (MM:SS) and a resend button that stays disabled until the countdown
 * reaches 0, then restarts it at 300.
 */
export function CodeStep({
  phone,
  verify,
  resend,
  verifyFallback,
  resendFallback,
  onChangePhone,
  onError,
}: CodeStepProps) {
  const form = useForm({ resolver: zodResolver(verifyCodeSchema), defaultValues: { phone, otp: "" } });
  const { remaining, restart, isDone } = useCountdown(OTP_TTL_SECONDS);
  const [resending, setResending] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    onError(null);
    try {
      await verify(otp);
    } catch (error) {
      onError(serverErrorOf(error, form, verifyFallback, ["otp"]));
    }
  });

  const onResend = async () => {
    onError(null);
    setResending(true);
    try {
      await resend();
      form.resetField("otp");
      restart(OTP_TTL_SECONDS);
    } catch (error) {
      onError(accountErrorMessage(error, resendFallback));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <span className="font-medium text-foreground">{formatPhone(phone) ?? phone}</span> numarasına gönderilen 6 haneli
        kodu girin.
      </p>
      <FormField label="Doğrulama Kodu" error={errors.otp?.message} required>
        {(control) => (
          <Controller
            control={form.control}
            name="otp"
            render={({ field }) => (
              <OtpInput
                {...control}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={isSubmitting}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Countdown remaining={remaining} label="Kalan süre" />
        <Button variant="link" size="sm" onClick={() => void onResend()} disabled={!isDone} loading={resending}>
          Kodu Tekrar Gönder
        </Button>
      </div>
      <Button type="submit" fullWidth loading={isSubmitting}>
        Kodu Doğrula
      </Button>
      <Button variant="link" size="sm" className="self-center" onClick={onChangePhone}>
        Telefon numarasını değiştir
      </Button>
    </form>
  );
}
