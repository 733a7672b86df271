import type * as React from "react";
import { cn } from "../../lib/cn";

export type FormSectionProps = React.ComponentProps<"fieldset"> & {
  /** The section's Turkish title, e.g. 'Tesis Bilgileri'. */
  title: React.ReactNode;
  /** A line under the title. */
  description?: React.ReactNode;
};

/** One titled section of a long form (a fieldset whose legend is the title), on a card. */
export function FormSection({ title, description, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset
      data-slot="form-section"
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:p-6",
        className,
      )}
      {...props}
    >
      <legend className="float-left w-full">
        <span className="block text-lg font-semibold">{title}</span>
        {description ? <span className="mt-1 block text-sm text-muted">{description}</span> : null}
      </legend>
      {children}
    </fieldset>
  );
}
