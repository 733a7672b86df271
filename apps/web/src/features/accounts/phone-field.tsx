import { phoneInputValue, phoneMessages } from "@halisaha/data";
import { FormField, Input } from "@halisaha/ui";
import type { RefCallBack } from "react-hook-form";

/** What a react-hook-form `Controller` hands its render prop for the phone field. */
type PhoneFieldBinding = {
  name: string;
  value: string;
  ref: RefCallBack;
  onBlur: () => void;
  onChange: (value: string) => void;
};

type PhoneFieldProps = {
  /** e.g. 'Telefon Numarası' */
  label: string;
  error?: string;
  placeholder?: string;
  /** @default true */
  required?: boolean;
  field: PhoneFieldBinding;
};

/**
 * A Turkish mobile number (required unless told): 10 digits, no leading 0, only digits can be
 * typed. Render it from a `Controller`'s render prop, passing its `field`.
 */
export function PhoneField({ label, error, placeholder, required = true, field }: PhoneFieldProps) {
  return (
    <FormField label={label} hint={phoneMessages.hint} error={error} required={required}>
      {(control) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(phoneInputValue(event.target.value))}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={placeholder}
          maxLength={10}
        />
      )}
    </FormField>
  );
}
