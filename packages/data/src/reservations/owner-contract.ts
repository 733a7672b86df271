/**
 * The owner screens' schemas (zod) load beside their requests, as the facility ones do, so
 * no first visit downloads them (`../facilities/lazy-contract.ts`).
 */
export const loadOwnerContract = () => import("../contract/reservations/owner");
export const loadReservationContract = () => import("../contract/reservations/reservation");
