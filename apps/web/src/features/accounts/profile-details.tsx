import { zodResolver } from "@hookform/resolvers/zod";
import {
  accountMessages,
  accountScreenMessages,
  changedProfileFields,
  phoneInputValue,
  profileFormSchema,
  useUpdateProfile,
  type SessionUser,
} from "@halisaha/data";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  formatPhone,
  Input,
} from "@halisaha/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormMessage } from "../../shared/form-message";
import { NameFields } from "./name-fields";
import { PhoneField } from "./phone-field";
import { formErrorOf, showFieldErrors } from "../../shared/server-errors";
import { useFlashMessage } from "./use-flash-message";

/** How long a success text stays. */
export const PROFILE_MESSAGE_MS = 3000;

/** The fields a server error can be shown under (the e-mail is read-only and never sent). */
const editableFields = ["firstName", "lastName", "phone"] as const;

const formValuesOf = (user: SessionUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: phoneInputValue(user.phoneNumber ?? ""),
});

/**
 * 'Kişisel Bilgiler' in view or edit mode. Saving sends only the changed
 * fields among first name, last name and phone; with nothing changed the form just closes.
 * The e-mail is shown but cannot be changed here.
 */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { trigger: updateProfile, isMutating, error, reset } = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [success, showSuccess] = useFlashMessage(PROFILE_MESSAGE_MS);
  const form = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: formValuesOf(user) });
  const { errors } = form.formState;
  const failure = error
    ? formErrorOf(error, accountScreenMessages.profileUpdateFailed, editableFields)
    : null;

  const startEditing = () => {
    form.reset(formValuesOf(user));
    reset();
    setEditing(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    reset();
    const changes = changedProfileFields(user, values);
    if (Object.keys(changes).length === 0) {
      setEditing(false);
      return;
    }
    try {
      await updateProfile(changes);
      setEditing(false);
      showSuccess(accountMessages.profileUpdated);
    } catch (caught) {
      // the form keeps what was typed; the field errors go under their fields
      showFieldErrors(caught, form, editableFields);
    }
  });

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>Kişisel Bilgiler</h2>
        </CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            Düzenle
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FormMessage tone="success" message={success} />
        {editing ? (
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-label="Profil bilgilerini düzenle"
          >
            <NameFields
              firstName={form.register("firstName")}
              lastName={form.register("lastName")}
              errors={errors}
            />
            <FormField label="E-posta" hint="E-posta adresi değiştirilemez." error={errors.email?.message}>
              <Input type="email" readOnly {...form.register("email")} />
            </FormField>
            <Controller
              control={form.control}
              name="phone"
              render={({ field }) => (
                <PhoneField label="Telefon" error={errors.phone?.message} field={field} />
              )}
            />
            <FormMessage message={failure} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setEditing(false)} disabled={isMutating}>
                İptal
              </Button>
              <Button type="submit" loading={isMutating}>
                Kaydet
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <Detail term="Ad" value={user.firstName} />
            <Detail term="Soyad" value={user.lastName} />
            <Detail term="E-posta" value={user.email} />
            <Detail term="Telefon" value={formatPhone(user.phoneNumber) ?? "Eklenmemiş"} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted">{term}</dt>
      <dd className="font-medium break-words text-foreground">{value}</dd>
    </div>
  );
}
