export { PaymentForm, paymentFormMessages } from "./payment-form";
export type { PaymentFormLine, PaymentFormProps, PaymentFormStatus, TestCardDetails } from "./payment-form";
export { cvcValid, expiryValid, formatCardNumber, formatExpiry, luhnValid } from "./card-fields";
