/** The facility form's schemas, loaded with the owner screens (never on a public first visit). */
export const loadFacilityFormContract = () => import("../contract/facilities/facility-form");
