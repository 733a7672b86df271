import {
  cvcValid as contractCvcValid,
  expiryValid as contractExpiryValid,
  facilityStatusLabels as contractFacilityStatusLabels,
  luhnValid as contractLuhnValid,
  paymentMessages,
  paymentMethodLabels as contractPaymentMethodLabels,
  paymentStatusLabels as contractPaymentStatusLabels,
  reservationMessages,
  reservationStatusLabels as contractReservationStatusLabels,
  testCards,
  weekdays,
} from "@halisaha/data";
import {
  cvcValid as uiCvcValid,
  expiryValid as uiExpiryValid,
  facilityStatusLabels as uiFacilityStatusLabels,
  luhnValid as uiLuhnValid,
  paymentBadgeLabels,
  paymentFormMessages,
  paymentMethodLabels as uiPaymentMethodLabels,
  paymentStatusLabels as uiPaymentStatusLabels,
  reservationStatLabels,
  reservationStatusLabels as uiReservationStatusLabels,
  statusFilterLabels,
  weekdayNames,
  weekGridEntryLabels,
} from "@halisaha/ui";
import { describe, expect, it } from "vitest";

/**
 * ui does not import the contract, so the labels, texts and card checks it keeps a copy of are
 * pinned here, where both are in reach: a change on either side fails until the other follows.
 * (Amenity names are not copied: the app passes them to ui.)
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

  it("names statuses with the contract's labels on the money badge, the stats and the week grid", () => {
    expect(paymentBadgeLabels).toMatchObject({
      cardDue: contractPaymentStatusLabels.unpaid,
      partiallyPaid: contractPaymentStatusLabels.partially_paid,
      paid: contractPaymentStatusLabels.paid,
    });
    expect(reservationStatLabels).toMatchObject(contractReservationStatusLabels);
    expect(weekGridEntryLabels).toEqual({
      ...contractReservationStatusLabels,
      subscription: reservationMessages.subscriptionNote,
    });
  });

  it("has the contract's weekday names, Monday first", () => {
    expect([...weekdayNames]).toEqual(weekdays.map((day) => day.label));
  });

  it("checks a card number, its expiry and its CVC as the contract does", () => {
    const numbers = [
      testCards.succeeds,
      testCards.declined,
      "4242424242424241",
      "79927398713",
      "0000",
      "",
      "12ab",
    ];
    for (const number of numbers) expect(uiLuhnValid(number), number).toBe(contractLuhnValid(number));
    const now = new Date("2026-11-27T12:00:00Z");
    const expiries = ["11/26", "10/26", "12/26", "01/27", "13/27", "00/27", "1/27", "11-26", " 12/30 ", ""];
    for (const expiry of expiries)
      expect(uiExpiryValid(expiry, now), expiry).toBe(contractExpiryValid(expiry, now));
    const cvcs = ["123", "1234", "000", "12", "12345", "12a", " 123", ""];
    for (const cvc of cvcs) expect(uiCvcValid(cvc), cvc).toBe(contractCvcValid(cvc));
  });

  it("says what the contract says when a card field is wrong, in test mode and on success", () => {
    expect(paymentFormMessages).toMatchObject({
      cardNumberInvalid: paymentMessages.cardNumberInvalid,
      expiryInvalid: paymentMessages.expiryInvalid,
      cvcInvalid: paymentMessages.cvcInvalid,
      testModeLabel: paymentMessages.testModeLabel,
      succeeded: paymentMessages.succeeded,
    });
  });
});
