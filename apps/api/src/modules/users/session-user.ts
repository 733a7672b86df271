import type { SessionUser } from "@halisaha/data/contract";
import type { Db } from "../../db/client";
import { favoriteFacilityIds } from "../favorites/repo";
import { toSessionUser } from "./present";
import type { UserRow } from "./repo";

/**
 * The user as every answer shows it (me, login, register, profile, phone verification),
 * with `favorites` read fresh: the web app stores this object, so each answer carries the
 * same list as `GET /favorites`.
 */
export async function sessionUserOf(db: Db, row: UserRow): Promise<SessionUser> {
  return toSessionUser(row, await favoriteFacilityIds(db, row.id));
}
