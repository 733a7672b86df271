import {
  expiryValid as contractExpiryValid,
  facilityStatusLabels as contractFacilityStatusLabels,
  luhnValid as contractLuhnValid,
  paymentMethodLabels as contractPaymentMethodLabels,
  paymentStatusLabels as contractPaymentStatusLabels,
  reservationStatusLabels as contractReservationStatusLabels,
  testCards,
} from "@halisaha/data";
import {
  expiryValid as uiExpiryValid,
  facilityStatusLabels as uiFacilityStatusLabels,
  luhnValid as uiLuhnValid,
  paymentMethodLabels as uiPaymentMethodLabels,
  paymentStatusLabels as uiPaymentStatusLabels,
  reservationStatusLabels as uiReservationStatusLabels,
  statusFilterLabels,
} from "@halisaha/ui";
import { describe, expect, it } from "vitest";

/**
 * ui does not import the contract, so the labels and card checks it keeps a copy of are pinned
 * here, where both are in reach: a change on either side fails until the other follows.
 * (Amenities and weekdays: features/discovery/labels.test.ts.)
 */
describe("what ui copies from the contract", () => {
  it("has the contract's status and payment labels", () => {
    expect(uiReservationStatusLabels).toEqual(contractReservationStatusLabels);
    expect(uiPaymentStatusLabels).toEqual(contractPaymentStatusLabels);
    expect(uiPaymentMethodLabels).toEqual(contractPaymentMethodLabels);
    expect(uiFacilityStatusLabels).toEqual(contractFacilityStatusLabels);
    const { all: _all, ...byStatus } = statusFilterLabels;
    expect(byStatus).toEqual(contractFacilityStatusLabels);
  });

  it("checks a card number and its expiry as the contract does", () => {
    const numbers = [testCards.succeeds, testCards.declined, "4242424242424241", "79927398713", "0000", "", "12ab"];
    for (const number of numbers) expect(uiLuhnValid(number), number).toBe(contractLuhnValid(number));
    const now = new Date("2026-11-27T12:00:00Z");
    const expiries = ["11/26", "10/26", "12/26", "01/27", "13/27", "00/27", "1/27", "11-26", " 12/30 ", ""];
    for (const expiry of expiries) expect(uiExpiryValid(expiry, now), expiry).toBe(contractExpiryValid(expiry, now));
  });
});
