import { z } from "zod";
import { amenities } from "./amenities";

/** One of the 13 amenity keys. */
export const amenitySchema = z.enum(amenities);
