export {
  PaymentMethodPicker,
  paymentMethodDescriptions,
  paymentMethodLabel,
  paymentMethodLabels,
  paymentMethodOptionVariants,
} from "./payment-method-picker";
export type { PaymentMethodPickerProps, PaymentMethodValue } from "./payment-method-picker";
