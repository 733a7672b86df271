import { zodResolver } from "@hookform/resolvers/zod";
import { phoneInputValue, phoneRequestSchema } from "@halisaha/data";
import { Button } from "@halisaha/ui";
import { Controller, useForm } from "react-hook-form";
import { PhoneField } from "./phone-field";
import { serverErrorOf } from "../../shared/server-errors";

export type PhoneStepProps = {
  /** the number to start with (the signed-in user's phone on /phone-verification) */
  defaultPhone?: string | null;
  /** e.g. 'Kod Gönder' */
  submitLabel: string;
  /** Sends the code to the normalised 10-digit number; rejects with the call's error. */
  send: (phone: string) => Promise<void>;
  /** the screen's text when the server gives none */
  failureFallback: string;
  /** The form-level failure to show (null clears it); field errors stay on the field. */
  onError: (message: string | null) => void;
};

/**
 * The phone step of the forgot-password and phone-verification flows: 10 digits, no leading
 * 0, only digits can be typed.
 */
export function PhoneStep({ defaultPhone, submitLabel, send, failureFallback, onError }: PhoneStepProps) {
  const form = useForm({
    resolver: zodResolver(phoneRequestSchema),
    defaultValues: { phone: phoneInputValue(defaultPhone ?? "") },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    onError(null);
    try {
      await send(phone);
    } catch (error) {
      onError(serverErrorOf(error, form, failureFallback));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label="Telefon Numarası"
            error={errors.phone?.message}
            placeholder="5XX XXX XX XX"
            field={field}
          />
        )}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
