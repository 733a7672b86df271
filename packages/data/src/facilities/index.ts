export { citiesKey, citiesQuery, fetchCities, useCities } from "./use-cities";
export { districtsKey, fetchDistricts, useDistricts } from "./use-districts";
export {
  FACILITY_PAGE_SIZE,
  facilitiesKey,
  facilitiesQuery,
  fetchFacilities,
  useFacilities,
  type FacilitiesRequest,
  type FacilityList,
} from "./use-facilities";
export { facilityKey, fetchFacility, useFacility } from "./use-facility";
