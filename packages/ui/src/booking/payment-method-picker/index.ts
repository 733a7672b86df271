export {
  PaymentMethodPicker,
  paymentMethodDescriptions,
  paymentMethodOptionVariants,
} from "./payment-method-picker";
export type { PaymentMethodPickerProps, PaymentMethodValue } from "./payment-method-picker";
