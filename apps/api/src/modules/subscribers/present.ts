import { subscriberDayName, type Subscriber, type SubscriberException } from "@halisaha/data/contract";
import type { SubscriberExceptionRow, SubscriberRow } from "./repo";

export function toSubscriberException(row: SubscriberExceptionRow): SubscriberException {
  return {
    id: row.id,
    subscriberId: row.subscriberId,
    exceptionDate: row.exceptionDate,
    isAvailable: row.isAvailable,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row and its exceptions → the contract's Subscriber. */
export function toSubscriber(row: SubscriberRow, exceptions: readonly SubscriberExceptionRow[]): Subscriber {
  return {
    id: row.id,
    facilityId: row.facilityId,
    pitchId: row.pitchId,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    dayOfWeek: row.dayOfWeek,
    dayName: subscriberDayName(row.dayOfWeek),
    startTime: row.startTime,
    endTime: row.endTime,
    notes: row.notes,
    status: row.status,
    exceptions: exceptions.filter((e) => e.subscriberId === row.id).map(toSubscriberException),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
