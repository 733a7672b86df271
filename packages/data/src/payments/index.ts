export { createPaymentIntent, createPaymentIntentPath } from "./create-payment-intent";
export {
  confirmTestPayment,
  confirmTestPaymentPath,
  useConfirmTestPayment,
  useRevalidateAfterPayment,
  type TestPaymentResult,
} from "./confirm-test-payment";
