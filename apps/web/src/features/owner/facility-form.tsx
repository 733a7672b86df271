import {
  amenities,
  amenityLabels,
  emptyFacilityForm,
  facilityFormMessages,
  facilityFormSchema,
  facilityFormValuesOf,
  fieldSizes,
  fieldTypes,
  isApiError,
  MAX_FACILITY_IMAGES,
  MAX_IMAGE_BYTES,
  useCities,
  useDeleteFacilityImage,
  useDistricts,
  useSaveFacility,
  type Amenity,
  type Facility,
  type FacilityFormValues,
  type WorkingHours,
} from "@halisaha/data";
import {
  AmenityPicker,
  Button,
  Checkbox,
  FormField,
  FormSection,
  ImageUploader,
  Input,
  Select,
  Textarea,
  UiLink,
  WorkingHoursEditor,
} from "@halisaha/ui";
import { useState, type FormEvent } from "react";
import { paths } from "../../config/paths";
import { notify } from "../../shared/toasts";
import { fieldErrorsOf } from "../../shared/server-errors";
import { useImageDrafts } from "./use-image-drafts";

type Errors = Partial<Record<keyof FacilityFormValues | "images", string>>;

type FacilityFormProps = {
  /** The facility being edited; absent for a new one. */
  facility?: Facility;
  /** Called after a successful save with the server's message. */
  onSaved: (message: string) => void;
};

const formFields = Object.keys(emptyFacilityForm()) as (keyof FacilityFormValues)[];
const shownFields = new Set<string>(formFields);

/** The first message of each field, as the schema reports them. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (shownFields.has(field)) errors[field as keyof Errors] ??= issue.message;
  }
  return errors;
}

/**
 * The server's refusal of the pictures themselves (a 400 without field errors, 413 too large,
 * 415 wrong type): its message goes under the uploader.
 */
function imagesRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || error.fieldErrors.length > 0) return undefined;
  return [400, 413, 415].includes(error.status) ? error.message : undefined;
}

/**
 * The facility form in seven sections (Tesis Bilgileri, Konum Bilgileri, İletişim Bilgileri,
 * Çalışma Saatleri, Fiyatlandırma, Saha Özellikleri, Tesis Görselleri). It validates with the
 * contract's `facilityFormSchema` (the schema the API uses), sends the photos with upload
 * progress, and on failure keeps everything typed, shows the server's field errors under the
 * fields and enables the button again. The save's busy and failure states are the mutation's;
 * a field's error goes when it is edited, the text above the button stays until the next save.
 */
export function FacilityForm({ facility, onSaved }: FacilityFormProps) {
  const editing = facility !== undefined;
  const [values, setValues] = useState<FacilityFormValues>(() =>
    facility ? facilityFormValuesOf(facility) : emptyFacilityForm(),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [storedImages, setStoredImages] = useState<Facility["images"]>(facility?.images ?? []);
  // Which stored picture the running delete is about (the mutation knows only that one runs).
  const [removingId, setRemovingId] = useState<string | null>(null);
  const images = useImageDrafts(storedImages);
  const save = useSaveFacility(facility?.id);
  const removeImage = useDeleteFacilityImage(facility?.id ?? 0);

  const cityId = Number(values.cityId) || null;
  const cities = useCities();
  const districts = useDistricts(cityId);

  const set = <K extends keyof FacilityFormValues>(field: K, value: FacilityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: keyof FacilityFormValues) => ({
    value: String(values[field] ?? ""),
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value as never),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const parsed = facilityFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    const { files, imageInfo } = images.upload();
    setProgress(files.length > 0 ? 0 : null);
    const saved = await save.trigger(
      {
        values: parsed.data,
        images: files,
        imageInfo,
        onUploadProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      },
      {
        throwOnError: false,
        // The refusal's field errors become the fields' own, so editing a field clears its error.
        onError: (failure) =>
          setErrors({ ...fieldErrorsOf(failure, formFields), images: imagesRefusal(failure) }),
      },
    );
    setProgress(null);
    if (saved) onSaved(saved.message);
  };

  const removePicture = async (id: string) => {
    if (id.startsWith("n")) return images.removeDraft(id);
    setRemovingId(id);
    const removed = await removeImage.trigger(Number(id.slice(1)), {
      throwOnError: false,
      onError: () => notify.error(facilityFormMessages.imageDeleteFailed),
    });
    if (!removed) return;
    setStoredImages(removed.facility.images);
    notify.success(removed.message);
  };

  const saving = save.isMutating;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      <FormSection title="Tesis Bilgileri" disabled={saving}>
        <FormField label="Tesis adı" required error={errors.name}>
          <Input maxLength={100} autoComplete="off" {...text("name")} />
        </FormField>
        <FormField label="Açıklama" error={errors.description}>
          <Textarea rows={4} maxLength={2000} {...text("description")} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Saha türü" required error={errors.fieldType}>
            <Select
              options={fieldTypes.map((type) => ({ value: type, label: type }))}
              placeholder="Saha türü seçin"
              {...text("fieldType")}
            />
          </FormField>
          <FormField label="Saha boyutu" required error={errors.fieldSize}>
            <Select
              options={fieldSizes.map((size) => ({ value: size, label: size }))}
              placeholder="Saha boyutu seçin"
              {...text("fieldSize")}
            />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Konum Bilgileri" disabled={saving}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Şehir" required error={errors.cityId}>
            <Select
              options={(cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }))}
              placeholder="Şehir seçin"
              value={String(values.cityId ?? "")}
              onChange={(event) => {
                set("cityId", event.currentTarget.value);
                set("districtId", "");
              }}
            />
          </FormField>
          <FormField label="İlçe" required error={errors.districtId}>
            <Select
              options={(districts.data ?? []).map((district) => ({
                value: String(district.id),
                label: district.name,
              }))}
              placeholder={cityId ? "İlçe seçin" : "Önce şehir seçin"}
              disabled={!cityId}
              {...text("districtId")}
            />
          </FormField>
        </div>
        <FormField label="Adres" required error={errors.address}>
          <Textarea rows={2} maxLength={300} {...text("address")} />
        </FormField>
      </FormSection>

      <FormSection title="İletişim Bilgileri" disabled={saving}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Telefon" hint="10 veya 11 haneli" error={errors.phone}>
            <Input type="tel" inputMode="numeric" maxLength={15} {...text("phone")} />
          </FormField>
          <FormField label="E-posta" error={errors.email}>
            <Input type="email" maxLength={254} {...text("email")} />
          </FormField>
          <FormField label="Web sitesi" hint="https://… ile" error={errors.website}>
            <Input type="url" maxLength={300} {...text("website")} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Çalışma Saatleri" disabled={saving}>
        <WorkingHoursEditor
          value={values.workingHours}
          onChange={(week) => set("workingHours", week as WorkingHours)}
          disabled={saving}
          error={errors.workingHours}
        />
      </FormSection>

      <FormSection title="Fiyatlandırma" disabled={saving}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Saatlik ücret (₺)" required error={errors.pricePerHour}>
            <Input inputMode="decimal" {...text("pricePerHour")} />
          </FormField>
          <FormField label="Hafta sonu saatlik ücret (₺)" error={errors.weekendPricePerHour}>
            <Input inputMode="decimal" {...text("weekendPricePerHour")} />
          </FormField>
          <FormField
            label="Kapora tutarı (₺)"
            hint="Boş bırakılırsa kapora alınmaz"
            error={errors.depositAmount}
          >
            <Input inputMode="decimal" {...text("depositAmount")} />
          </FormField>
        </div>
        <Checkbox
          className="mt-4"
          label="Anında onay"
          description="Tesiste ödemeli rezervasyonlar onayınızı beklemeden hemen onaylanır. Kartla ödenenler ödeme alınınca onaylanır."
          checked={values.instantConfirmation}
          onChange={(event) => set("instantConfirmation", event.currentTarget.checked)}
        />
      </FormSection>

      <FormSection title="Saha Özellikleri" disabled={saving}>
        <AmenityPicker
          options={amenities}
          labels={amenityLabels}
          value={values.amenities}
          onChange={(chosen) => set("amenities", chosen as Amenity[])}
          disabled={saving}
          error={errors.amenities}
        />
      </FormSection>

      <FormSection title="Tesis Görselleri" description="En fazla 5 görsel; ana görsel kartlarda gösterilir.">
        <ImageUploader
          images={images.items}
          onAdd={(files) => {
            images.add(files);
            setErrors((current) => ({ ...current, images: undefined }));
          }}
          onRemove={(id) => void removePicture(id)}
          onMakeMain={images.makeMain}
          max={MAX_FACILITY_IMAGES}
          maxBytes={MAX_IMAGE_BYTES}
          progress={progress}
          removingId={removeImage.isMutating ? removingId : null}
          disabled={saving}
          error={errors.images}
        />
      </FormSection>

      {save.error ? (
        <p
          role="alert"
          className="rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-hover"
        >
          {editing ? facilityFormMessages.saveFailedUpdate : facilityFormMessages.saveFailedCreate}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <UiLink
          href={paths.owner.facilities.href()}
          className="inline-flex h-10 items-center rounded-control border border-neutral-300 px-4 text-sm font-medium hover:bg-neutral-100"
        >
          İptal
        </UiLink>
        <Button type="submit" loading={saving} disabled={saving}>
          {editing ? "Değişiklikleri Kaydet" : "Tesisi Ekle"}
        </Button>
      </div>
    </form>
  );
}
