export { PaymentStatusBadge, paymentBadgeLabels, paymentBadgeOf, paymentStatusLabels } from "./payment-status-badge";
export type {
  PaymentBadgeKind,
  PaymentMoney,
  PaymentStatusBadgeProps,
  PaymentStatusValue,
} from "./payment-status-badge";
