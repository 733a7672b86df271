export { PaymentForm, paymentFormMessages } from "./payment-form";
export type { PaymentFormLine, PaymentFormProps, PaymentFormStatus, TestCardDetails } from "./payment-form";
export { formatCardNumber, formatExpiry } from "./card-fields";
