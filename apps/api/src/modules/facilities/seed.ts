import {
  amenities,
  weekdayKeys,
  type Amenity,
  type FieldSize,
  type FieldType,
} from "@halisaha/data/contract";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, districts, facilities, type StoredWorkingDay } from "../../db/schema";
import { findUserByEmail } from "../users/repo";
import { insertFacility } from "./repo";

/** Where the demo pitches are: city slug → district slugs (all real districts). */
const demoPlaces: Readonly<Record<string, readonly string[]>> = {
  istanbul: [
    "kadikoy",
    "besiktas",
    "sisli",
    "uskudar",
    "atasehir",
    "bakirkoy",
    "maltepe",
    "beylikduzu",
    "sariyer",
    "pendik",
  ],
  ankara: ["cankaya", "yenimahalle", "kecioren", "etimesgut", "mamak", "golbasi", "sincan", "pursaklar"],
  izmir: ["karsiyaka", "bornova", "konak", "buca", "bayrakli", "cigli", "gaziemir", "narlidere"],
  antalya: ["muratpasa", "konyaalti", "kepez", "alanya", "manavgat", "kemer", "serik"],
  bursa: ["nilufer", "osmangazi", "yildirim", "mudanya", "gemlik", "inegol", "gursu"],
};

const namePrefixes = [
  "Yıldız",
  "Şampiyon",
  "Gençlik",
  "Kartal",
  "Zirve",
  "Yeşil Vadi",
  "Arena",
  "Gol",
  "Çınar",
  "Atlas",
];
const fieldTypeCycle: readonly FieldType[] = [
  "Halı Saha",
  "Sentetik Çim",
  "Çim Saha",
  "Halı Saha",
  "Parke",
  "Kauçuk Zemin",
];
const fieldSizeCycle: readonly FieldSize[] = ["7v7", "6v6", "8v8", "5v5", "7v7", "11v11"];

const hourList = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${String((from + i) % 24).padStart(2, "0")}:00`);

function workingHoursFor(n: number): StoredWorkingDay[] {
  // Every third pitch opens 15:00-03:00 (the spec's preset); the rest 09:00-22:00.
  const hours = n % 3 === 0 ? hourList(15, 27) : hourList(9, 22);
  return weekdayKeys.map((day) => ({ day, isOpen: true, hours }));
}

function amenitiesFor(n: number): Amenity[] {
  return amenities.filter((_, i) => (i * 7 + n) % 3 !== 0);
}

/**
 * Demo pitches (demo step): 40 active facilities in İstanbul, Ankara, İzmir, Antalya and
 * Bursa, most owned by sahip@halisaha.dev, a few by admin@halisaha.dev. Without images (the
 * image step adds them). A facility whose name its owner already has is left alone.
 */
export async function seedDemoFacilities(db: Db): Promise<void> {
  const owner = await findUserByEmail(db, "sahip@halisaha.dev");
  const admin = await findUserByEmail(db, "admin@halisaha.dev");
  if (!owner) return;

  const places = await db
    .select({
      cityId: cities.id,
      citySlug: cities.slug,
      districtId: districts.id,
      districtSlug: districts.slug,
      districtName: districts.name,
    })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(inArray(cities.slug, Object.keys(demoPlaces)));
  const placeList = Object.entries(demoPlaces).flatMap(([citySlug, slugs]) =>
    slugs.flatMap((slug) => places.filter((p) => p.citySlug === citySlug && p.districtSlug === slug)),
  );
  if (placeList.length === 0) return;

  const ownerIds = admin ? [owner.id, admin.id] : [owner.id];
  const existing = new Set(
    (
      await db.select({ name: facilities.name }).from(facilities).where(inArray(facilities.ownerId, ownerIds))
    ).map((row) => row.name),
  );

  for (const [n, place] of placeList.entries()) {
    const name = `${place.districtName} ${namePrefixes[n % namePrefixes.length]} Halı Saha`;
    if (existing.has(name)) continue;
    const price = 600 + ((n * 137) % 15) * 50;
    await insertFacility(db, {
      ownerId: n % 8 === 7 && admin ? admin.id : owner.id,
      name,
      description: `${place.districtName} merkezinde, aydınlatmalı ve bakımlı ${fieldTypeCycle[n % fieldTypeCycle.length]!.toLocaleLowerCase("tr")}.`,
      address: `${place.districtName} Spor Caddesi No:${(n % 40) + 1}`,
      cityId: place.cityId,
      districtId: place.districtId,
      phone: `212555${String(1000 + n).slice(-4)}`,
      email: `iletisim${n + 1}@halisaha.dev`,
      website: null,
      workingHours: workingHoursFor(n),
      pricePerHour: price,
      weekendPricePerHour: n % 2 === 0 ? price + 150 : null,
      depositAmount: n % 4 === 0 ? null : 200,
      fieldType: fieldTypeCycle[n % fieldTypeCycle.length]!,
      fieldSize: fieldSizeCycle[n % fieldSizeCycle.length]!,
      amenities: amenitiesFor(n),
      status: "active",
      rating: Math.round((3.2 + ((n * 7) % 18) / 10) * 10) / 10,
    });
  }
}
