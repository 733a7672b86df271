export {
  fetchOwnerFacilities,
  ownerFacilitiesKey,
  ownerFacilitiesPath,
  ownerFacilitiesQuery,
  useOwnerFacilities,
  type OwnerFacilitiesRequest,
} from "./use-owner-facilities";
export {
  saveFacility,
  useSaveFacility,
  type SaveFacilityArgs,
  type SaveFacilityResult,
} from "./save-facility";
export {
  deleteFacility,
  deleteFacilityImage,
  useDeleteFacility,
  useDeleteFacilityImage,
  type DeletedImage,
} from "./delete-facility";
