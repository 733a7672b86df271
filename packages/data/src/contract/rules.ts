/**
 * @halisaha/data/rules: the contract's zod-free part, the one home of each domain rule and word.
 * Labels, Turkish texts, the Istanbul calendar, money formatting, opening hours, prices and the
 * deposit split, the reservation rules, the money badge and the card checks. No zod, no React,
 * no I/O (`rules.test.ts` proves it), so @halisaha/ui imports it, a first visit loads it
 * without the schemas, and the API and the web app read the same rules through the contract,
 * which re-exports all of it.
 */
// texts
export * from "./messages";
export * from "./accounts/messages";
export * from "./facilities/messages";
export * from "./facilities/location-messages";
export * from "./favorites/messages";
export * from "./notifications/messages";
export * from "./payments/messages";
export * from "./reservations/messages";
export * from "./subscribers/messages";
export * from "./pitches/messages";
// enums: lists, labels, guards
export * from "./enums/roles";
export * from "./enums/reservation-status";
export * from "./enums/payment-status";
export * from "./enums/payment-method";
export * from "./enums/facility-status";
export * from "./enums/field-types";
export * from "./enums/field-sizes";
export * from "./enums/amenities";
export * from "./enums/weekdays";
// ids, paging, numbers, Turkish text folding
export * from "./common/ids";
export * from "./common/paging";
export * from "./common/decimal";
export * from "./facilities/fold";
// time, hours, money
export * from "./time";
export * from "./hours";
export * from "./money";
export * from "./facilities/working-hours";
// booking: slots, prices, the deposit split, the reservation rules, the money badge, cards
export * from "./reservations/slots";
export * from "./reservations/rules";
export * from "./reservations/payment-badge";
export * from "./pitches/rules";
export * from "./payments/cards";
export * from "./accounts/passwords";
