/** What the account writes hand to the app. */
import type { SessionUser } from "../contract/users";

/** A write's answer for the app: the server's `message`, for the app's success toast. */
export type AccountWriteResult = { message: string };

/** A write that also leaves the app with a (new or updated) user. */
export type AccountUserResult = AccountWriteResult & { user: SessionUser };
