import {
  amenities,
  weekdayKeys,
  type Amenity,
  type FieldSize,
  type FieldType,
} from "@halisaha/data/contract";
import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, districts, facilities, facilityImages, type StoredWorkingDay } from "../../db/schema";
import { findUserByEmail } from "../users/repo";
import { demoImagesFor } from "./demo-images";
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

/** The first words of the demo pitches' names (the facility benchmark names its pitches with them too). */
export const namePrefixes = [
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
  // Every third pitch opens 15:00-03:00 (the form's 'default hours' preset); the rest 09:00-22:00.
  const hours = n % 3 === 0 ? hourList(15, 27) : hourList(9, 22);
  return weekdayKeys.map((day) => ({ day, isOpen: true, hours }));
}

function amenitiesFor(n: number): Amenity[] {
  return amenities.filter((_, i) => (i * 7 + n) % 3 !== 0);
}

/** Who owns the demo pitches: most by sahip@, every 8th by sahip2@ (admin@ in older data). */
const MAIN_OWNER = "sahip@halisaha.dev";
const SECOND_OWNER = "sahip2@halisaha.dev";
const EARLIER_OWNER = "admin@halisaha.dev";

interface DemoPlace {
  cityId: number;
  districtId: number;
  districtName: string;
}

/** The demo pitches in order: the n-th one's place and name (the same at every start). */
async function demoPlan(db: Db): Promise<{ n: number; place: DemoPlace; name: string }[]> {
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
  return placeList.map((place, n) => ({
    n,
    place,
    name: `${place.districtName} ${namePrefixes[n % namePrefixes.length]} Halı Saha`,
  }));
}

/** The ids of the demo owners that exist (an owner's facilities are matched by name). */
async function demoOwnerIds(db: Db): Promise<number[]> {
  const owners = await Promise.all(
    [MAIN_OWNER, SECOND_OWNER, EARLIER_OWNER].map((email) => findUserByEmail(db, email)),
  );
  return owners.flatMap((owner) => (owner ? [owner.id] : []));
}

/**
 * Demo pitches (demo step): 40 active facilities in İstanbul, Ankara, İzmir, Antalya and
 * Bursa, 35 owned by sahip@halisaha.dev and 5 by sahip2@halisaha.dev. Their pictures come
 * from the next step. A facility whose name a demo owner already has is left alone (so data
 * seeded before sahip2 existed keeps admin@ as the owner of those 5).
 */
export async function seedDemoFacilities(db: Db): Promise<void> {
  const owner = await findUserByEmail(db, MAIN_OWNER);
  const second = (await findUserByEmail(db, SECOND_OWNER)) ?? owner;
  if (!owner || !second) return;

  const plan = await demoPlan(db);
  const existing = new Set(
    (
      await db
        .select({ name: facilities.name })
        .from(facilities)
        .where(inArray(facilities.ownerId, await demoOwnerIds(db)))
    ).map((row) => row.name),
  );

  for (const { n, place, name } of plan) {
    if (existing.has(name)) continue;
    const price = 600 + ((n * 137) % 15) * 50;
    await insertFacility(db, {
      ownerId: n % 8 === 7 ? second.id : owner.id,
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

/**
 * Demo pictures (demo step): each demo pitch without any image gets 2 to 5 of the shipped
 * illustrations, the first one main. Pitches that have images are left alone.
 */
export async function seedDemoFacilityImages(db: Db): Promise<void> {
  const ownerIds = await demoOwnerIds(db);
  if (ownerIds.length === 0) return;
  const planByName = new Map((await demoPlan(db)).map((entry) => [entry.name, entry.n]));
  const bare = await db
    .select({ id: facilities.id, name: facilities.name })
    .from(facilities)
    .where(
      and(
        inArray(facilities.ownerId, ownerIds),
        notExists(db.select().from(facilityImages).where(eq(facilityImages.facilityId, facilities.id))),
      ),
    );
  const rows = bare.flatMap(({ id, name }) => {
    const n = planByName.get(name);
    if (n === undefined) return [];
    return demoImagesFor(n).map(({ imageUrl, cardUrl }, position) => ({
      facilityId: id,
      imageUrl,
      cardUrl,
      isMain: position === 0,
      position,
    }));
  });
  if (rows.length > 0) await db.insert(facilityImages).values(rows);
  // Databases seeded before the pictures had a card size: `saha-07.svg` gains `saha-07.webp`.
  await db
    .update(facilityImages)
    .set({ cardUrl: sql`regexp_replace(${facilityImages.imageUrl}, '\\.svg$', '.webp')` })
    .where(
      and(
        isNull(facilityImages.cardUrl),
        sql`${facilityImages.imageUrl} ~ '^/images/facilities/saha-[0-9]{2}\\.svg$'`,
      ),
    );
}
