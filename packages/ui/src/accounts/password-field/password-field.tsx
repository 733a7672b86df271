import { EyeIcon, EyeOffIcon } from "lucide-react";
import { useId, useState } from "react";
import { IconButton } from "../../actions/icon-button";
import { cn } from "../../lib/cn";
import { Input, type InputProps } from "../../forms/input";

export type PasswordFieldProps = Omit<InputProps, "type"> & {
  /**
   * Shows the password as plain text on first render.
   * @default false
   */
  defaultVisible?: boolean;
  /** Called when the show/hide button is pressed, with the new visibility. */
  onVisibleChange?: (visible: boolean) => void;
  /** Classes for the wrapper; `className` goes to the input. */
  wrapperClassName?: string;
};

/**
 * A password Input with a show/hide button at its end ('Şifreyi göster' / 'Şifreyi gizle',
 * `aria-pressed`). Every other prop goes to the input, `ref`, `name`, `onChange`, `onBlur`,
 * `invalid` and `autoComplete` included, so it takes react-hook-form's `register(...)` and
 * FormField's wiring as an Input does. Pass `autoComplete="current-password"` on login and
 * `"new-password"` on register, reset and change.
 */
export function PasswordField({
  defaultVisible = false,
  onVisibleChange,
  wrapperClassName,
  className,
  size,
  id,
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <div data-slot="password-field" className={cn("relative w-full", wrapperClassName)}>
      <Input
        {...props}
        id={inputId}
        size={size}
        disabled={disabled}
        type={visible ? "text" : "password"}
        className={cn(
          // room for the button; Edge's own reveal button would be a second eye
          size === "lg" ? "pe-14" : "pe-11",
          "[&::-ms-reveal]:hidden",
          className,
        )}
      />
      <IconButton
        data-slot="password-field-toggle"
        size={size === "lg" ? "md" : "sm"}
        aria-label={visible ? "Şifreyi gizle" : "Şifreyi göster"}
        aria-pressed={visible}
        aria-controls={inputId}
        disabled={disabled}
        className="absolute inset-y-0 end-1 my-auto text-muted hover:text-foreground"
        onClick={() => {
          setVisible(!visible);
          onVisibleChange?.(!visible);
        }}
      >
        {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </IconButton>
    </div>
  );
}
