import { FormField, Input } from "@halisaha/ui";
import type { UseFormRegisterReturn } from "react-hook-form";

type NameFieldsProps = {
  /** `form.register("firstName")` */
  firstName: UseFormRegisterReturn;
  /** `form.register("lastName")` */
  lastName: UseFormRegisterReturn;
  errors: { firstName?: { message?: string }; lastName?: { message?: string } };
};

/** 'Ad' and 'Soyad' side by side (one column on small screens), both required. */
export function NameFields({ firstName, lastName, errors }: NameFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Ad" error={errors.firstName?.message} required>
        <Input autoComplete="given-name" {...firstName} />
      </FormField>
      <FormField label="Soyad" error={errors.lastName?.message} required>
        <Input autoComplete="family-name" {...lastName} />
      </FormField>
    </div>
  );
}
