/** Test data for the subscriber hooks, and the web tests (`@halisaha/data/testing`). */
import type { Subscriber } from "../contract/subscribers/subscriber";

/** A weekly subscriber as the API sends it (Tuesdays 20:00-21:00); `overrides` change any field. */
export function subscriberFixture(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    id: 3,
    facilityId: 12,
    pitchId: 31,
    contactName: "Ahmet Yılmaz",
    contactPhone: "5321234567",
    contactEmail: null,
    dayOfWeek: 2,
    dayName: "Salı",
    startTime: "20:00",
    endTime: "21:00",
    notes: null,
    status: "active",
    exceptions: [],
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
