import { accountErrorMessage, isApiError } from "@halisaha/data";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Puts a failed call's field errors (`data.errors` of a 400) on the form's fields and returns
 * what the form shows above its button: null when every field error found its field,
 * otherwise the server's message, else the screen's own fallback text.
 *
 * `fields` are the fields the form shows (a hidden field's error would never be seen).
 * @default every field of the form's values
 */
export function serverErrorOf<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  fallback: string,
  fields: readonly Path<T>[] = Object.keys(form.getValues()) as Path<T>[],
): string | null {
  if (isApiError(error) && error.fieldErrors.length > 0) {
    const shown = new Set<string>(fields);
    const onFields = error.fieldErrors.filter((e) => shown.has(e.field));
    onFields.forEach((e, index) =>
      form.setError(e.field as Path<T>, { type: "server", message: e.message }, { shouldFocus: index === 0 }),
    );
    if (onFields.length === error.fieldErrors.length) return null;
  }
  return accountErrorMessage(error, fallback);
}
