import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountMessages,
  accountScreenMessages,
  changePasswordSchema,
  useChangePassword,
} from "@halisaha/data";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  PasswordField,
} from "@halisaha/ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormMessage } from "../../shared/form-message";
import { PROFILE_MESSAGE_MS } from "./profile-details";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";
import { useFlashMessage } from "./use-flash-message";

const emptyForm = { currentPassword: "", newPassword: "", confirmPassword: "" };
const formFields = Object.keys(emptyForm);

/**
 * 'Şifre Değiştir', open or closed. The server answers with a fresh token,
 * which the data layer stores, so this browser stays signed in.
 */
export function ChangePasswordForm() {
  const [open, setOpen] = useState(false);
  const [success, showSuccess] = useFlashMessage(PROFILE_MESSAGE_MS);
  const { trigger: changePassword, isMutating, error, reset } = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm });
  const { errors } = form.formState;
  const failure = error ? formErrorOf(error, accountScreenMessages.passwordChangeFailed, formFields) : null;

  const close = () => {
    form.reset(emptyForm);
    reset();
    setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    reset();
    try {
      await changePassword(values);
      close();
      showSuccess(accountMessages.passwordChanged);
    } catch (caught) {
      // the form keeps what was typed; the field errors go under their fields
      showFieldErrors(caught, form);
    }
  });

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle asChild>
            <h2>Şifre Değiştir</h2>
          </CardTitle>
          <CardDescription>Hesabınızın güvenliği için güçlü bir şifre kullanın.</CardDescription>
        </div>
        {open ? null : (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Şifre Değiştir
          </Button>
        )}
      </CardHeader>
      {open || success ? (
        <CardContent className="flex flex-col gap-4">
          <FormMessage tone="success" message={success} />
          {open ? (
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Şifre değiştir">
              <FormField label="Mevcut Şifre" error={errors.currentPassword?.message} required>
                <PasswordField autoComplete="current-password" {...form.register("currentPassword")} />
              </FormField>
              <FormField
                label="Yeni Şifre"
                hint="En az 8 karakter"
                error={errors.newPassword?.message}
                required
              >
                <PasswordField autoComplete="new-password" {...form.register("newPassword")} />
              </FormField>
              <FormField label="Yeni Şifre Tekrar" error={errors.confirmPassword?.message} required>
                <PasswordField autoComplete="new-password" {...form.register("confirmPassword")} />
              </FormField>
              <FormMessage message={failure} />
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={close} disabled={isMutating}>
                  İptal
                </Button>
                <Button type="submit" loading={isMutating}>
                  Şifreyi Güncelle
                </Button>
              </div>
            </form>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}
