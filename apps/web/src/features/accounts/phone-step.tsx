import { zodResolver } from "@hookform/resolvers/zod";
import { phoneInputValue, phoneRequestSchema } from "@halisaha/data";
import { Button } from "@halisaha/ui";
import { Controller, useForm } from "react-hook-form";
import { PhoneField } from "./phone-field";
import { showFieldErrors } from "../../shared/server-errors";

export type PhoneStepProps = {
  /** the number to start with (the signed-in user's phone on /phone-verification) */
  defaultPhone?: string | null;
  /** e.g. 'Kod Gönder' */
  submitLabel: string;
  /**
   * Sends the code to the normalised 10-digit number; rejects with the call's error, whose field
   * error goes under the field (the flow shows any other failure).
   */
  send: (phone: string) => Promise<void>;
  /** the code is on its way */
  sending: boolean;
};

/**
 * The phone step of the forgot-password and phone-verification flows: 10 digits, no leading
 * 0, only digits can be typed.
 */
export function PhoneStep({ defaultPhone, submitLabel, send, sending }: PhoneStepProps) {
  const form = useForm({
    resolver: zodResolver(phoneRequestSchema),
    defaultValues: { phone: phoneInputValue(defaultPhone ?? "") },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    try {
      await send(phone);
    } catch (error) {
      showFieldErrors(error, form);
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
      <Button type="submit" fullWidth loading={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}
