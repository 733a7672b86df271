import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlertIcon } from "lucide-react";
import * as React from "react";
import { cn } from "../../lib/cn";

/** What FormField hands to its control: spread these onto the input, textarea or select. */
export type FormFieldControlProps = {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
};

type ControlElement = React.ReactElement<{
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-required"?: React.AriaAttributes["aria-required"];
}>;

export const formFieldVariants = cva("flex min-w-0", {
  variants: {
    orientation: {
      vertical: "flex-col gap-1.5",
      /** label beside the control from the `sm` breakpoint; stacked on phones */
      horizontal: "flex-col gap-1.5 sm:grid sm:grid-cols-[minmax(8rem,1fr)_2fr] sm:items-start sm:gap-x-4",
    },
  },
  defaultVariants: { orientation: "vertical" },
});

export type FormFieldProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof formFieldVariants> & {
    /** The visible Turkish label, e.g. 'Ad'. */
    label: React.ReactNode;
    /** Help under the control, e.g. 'Başında 0 olmadan 10 haneli numara girin'. */
    hint?: React.ReactNode;
    /** The Turkish validation message, e.g. 'Ad gereklidir'. When set, the control is marked invalid. */
    error?: React.ReactNode;
    /**
     * Shows a `*` after the label and sets `aria-required` on the control (not the native
     * `required`, so the form's own validation stays in charge of the messages).
     * @default false
     */
    required?: boolean;
    /**
     * The control's id. Without it, the child's own `id` is used, or one is generated.
     */
    controlId?: string;
    /** The label element's id, for a control that names itself with `aria-labelledby`. */
    labelId?: string;
    /**
     * `span` for a group (radio group, calendar trigger) that names itself with `labelId`: a
     * `label` only names a form control.
     * @default "label"
     */
    labelAs?: "label" | "span";
    /**
     * Either one control element, which FormField clones with `id`, `aria-describedby`,
     * `aria-invalid` and `aria-required` (props already on the child are kept and merged), or a
     * function that receives those props to spread where they belong (for composite controls).
     */
    children: ControlElement | ((control: FormFieldControlProps) => React.ReactNode);
  };

/**
 * A labelled form control with an optional hint and error message. It wires the label and the
 * messages to its single child; see `children` for the two ways to pass it.
 */
export function FormField({
  className,
  orientation,
  label,
  hint,
  error,
  required = false,
  controlId,
  labelId,
  labelAs: Label = "label",
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const childProps = typeof children === "function" ? undefined : children.props;
  const id = controlId ?? childProps?.id ?? `${generatedId}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const hasError = Boolean(error);

  const control: FormFieldControlProps = {
    id,
    "aria-describedby": [childProps?.["aria-describedby"], errorId, hintId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": hasError || undefined,
    "aria-required": required || undefined,
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn(formFieldVariants({ orientation }), className)}
      {...props}
    >
      <Label
        id={labelId}
        data-slot="form-field-label"
        htmlFor={Label === "label" ? id : undefined}
        className={cn("text-sm font-medium text-foreground", orientation === "horizontal" && "sm:pt-2.5")}
      >
        {label}
        {required ? (
          <span data-slot="form-field-required" aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      <div className="flex min-w-0 flex-col gap-1.5">
        {typeof children === "function"
          ? children(control)
          : React.cloneElement(children, {
              ...control,
              "aria-invalid": control["aria-invalid"] ?? childProps?.["aria-invalid"],
              "aria-required": control["aria-required"] ?? childProps?.["aria-required"],
            })}
        {error ? (
          <p data-slot="form-field-error" id={errorId} className="flex items-start gap-1.5 text-sm text-danger">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
        {hint ? (
          <p data-slot="form-field-hint" id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
