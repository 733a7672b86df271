export { PaymentStatusBadge } from "./payment-status-badge";
export type { PaymentStatusBadgeProps, PaymentStatusValue } from "./payment-status-badge";
