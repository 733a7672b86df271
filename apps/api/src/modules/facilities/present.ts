import {
  openingAndClosingTime,
  type Amenity,
  type Facility,
  type FieldSize,
  type FieldType,
  type WorkingHours,
} from "@halisaha/data/contract";
import type { FacilityListingRow } from "./repo";

/**
 * A row as the API answers it (the contract's `Facility`). The stored enums were checked on the way in;
 * the route's response schema checks them again on the way out.
 */
export function toFacility(row: FacilityListingRow): Facility {
  const { facility } = row;
  const workingHours = facility.workingHours as WorkingHours;
  return {
    id: facility.id,
    name: facility.name,
    description: facility.description,
    address: facility.address,
    cityId: facility.cityId,
    districtId: facility.districtId,
    city: { id: facility.cityId, name: row.cityName },
    district: { id: facility.districtId, name: row.districtName, cityId: facility.cityId },
    phone: facility.phone,
    email: facility.email,
    website: facility.website,
    workingHours,
    ...openingAndClosingTime(workingHours),
    pricePerHour: facility.pricePerHour,
    weekendPricePerHour: facility.weekendPricePerHour,
    depositAmount: facility.depositAmount,
    fieldType: facility.fieldType as FieldType,
    fieldSize: facility.fieldSize as FieldSize,
    amenities: facility.amenities as Amenity[],
    instantConfirmation: facility.instantConfirmation,
    images: row.images.map((image) => ({
      id: image.id,
      imageUrl: image.imageUrl,
      ...(image.cardUrl === null ? {} : { cardUrl: image.cardUrl }),
      isMain: image.isMain,
    })),
    pitchCount: row.pitchCount,
    status: facility.status,
    rating: facility.rating,
    facility_owner: { firstName: row.ownerFirstName, lastName: row.ownerLastName },
    createdAt: facility.createdAt.toISOString(),
    updatedAt: facility.updatedAt.toISOString(),
  };
}
