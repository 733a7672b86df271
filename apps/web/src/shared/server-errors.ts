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
  showFieldErrors(error, form, fields);
  return formErrorOf(error, fallback, fields);
}

/** Puts the field errors of a failed call on those of `fields` the form shows; the first gets the focus. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  fields: readonly Path<T>[] = Object.keys(form.getValues()) as Path<T>[],
): void {
  Object.entries(fieldErrorsOf(error, fields)).forEach(([field, message], index) =>
    form.setError(
      field as Path<T>,
      { type: "server", message: message as string },
      { shouldFocus: index === 0 },
    ),
  );
}

/**
 * The field errors of a failed call by field (the first message of each), for those of `fields`
 * the form shows; none for anything but an ApiError. No side effects, so a form whose errors
 * come in as props can derive them from a mutation's `error`.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return errors;
  const shown = new Set<string>(fields);
  for (const { field, message } of error.fieldErrors) if (shown.has(field)) errors[field as F] ??= message;
  return errors;
}

/**
 * The text above the form's button for a failed call (no side effects, so a screen can derive
 * it from a mutation's `error`): null when every field error is on one of `fields`, otherwise
 * the server's message, else `fallback`.
 */
export function formErrorOf(error: unknown, fallback: string, fields: readonly string[]): string | null {
  if (isApiError(error) && error.fieldErrors.length > 0) {
    const shown = new Set<string>(fields);
    if (error.fieldErrors.every((e) => shown.has(e.field))) return null;
  }
  return accountErrorMessage(error, fallback);
}
