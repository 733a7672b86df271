import { zodResolver } from "@hookform/resolvers/zod";
import { OTP_TTL_SECONDS, verifyCodeSchema } from "@halisaha/data";
import { Button, Countdown, FormField, formatPhone, OtpInput, useCountdown } from "@halisaha/ui";
import { Controller, useForm } from "react-hook-form";
import { showFieldErrors } from "../../shared/server-errors";

export type CodeStepProps = {
  /** the 10-digit number the code went to */
  phone: string;
  /**
   * Checks the code; rejects with the call's error, whose code error goes under the field (the
   * flow shows any other failure).
   */
  verify: (otp: string) => Promise<void>;
  /** the code is being checked */
  verifying: boolean;
  /** Sends a new code; rejects with the call's error (the flow shows it). */
  resend: () => Promise<void>;
  /** the new code is on its way */
  resending: boolean;
  /** Back to the phone step, to correct the number. */
  onChangePhone: () => void;
  /** A line under the instructions (phone verification: why a code may not come). */
  hint?: string;
};

/**
 * The code step of the forgot-password and phone-verification flows: the 6-digit code, a
 * 300-second countdown (MM:SS) and a resend button that stays disabled until the countdown
 * reaches 0, then restarts it at 300.
 */
export function CodeStep({
  phone,
  verify,
  verifying,
  resend,
  resending,
  onChangePhone,
  hint,
}: CodeStepProps) {
  const form = useForm({ resolver: zodResolver(verifyCodeSchema), defaultValues: { phone, otp: "" } });
  const { remaining, restart, isDone } = useCountdown(OTP_TTL_SECONDS);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify(otp);
    } catch (error) {
      showFieldErrors(error, form, ["otp"]);
    }
  });

  const onResend = async () => {
    try {
      await resend();
    } catch {
      // the code and the countdown stay; the flow shows the failure
      return;
    }
    form.resetField("otp");
    restart(OTP_TTL_SECONDS);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <span className="font-medium text-foreground">{formatPhone(phone) ?? phone}</span> numarasına
        gönderilen 6 haneli kodu girin.
      </p>
      {hint ? <p className="text-sm text-muted">{hint}</p> : null}
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
                disabled={verifying}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Countdown remaining={remaining} label="Kalan süre" />
        <Button
          variant="link"
          size="sm"
          onClick={() => void onResend()}
          disabled={!isDone}
          loading={resending}
        >
          Kodu Tekrar Gönder
        </Button>
      </div>
      <Button type="submit" fullWidth loading={verifying}>
        Kodu Doğrula
      </Button>
      <Button variant="link" size="sm" className="self-center" onClick={onChangePhone}>
        Telefon numarasını değiştir
      </Button>
    </form>
  );
}
