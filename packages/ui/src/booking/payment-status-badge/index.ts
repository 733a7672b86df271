export { PaymentStatusBadge, paymentStatusLabels } from "./payment-status-badge";
export type { PaymentStatusBadgeProps, PaymentStatusValue } from "./payment-status-badge";
