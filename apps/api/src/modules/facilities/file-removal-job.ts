import { z } from "zod";
import type { Db } from "../../db/client";
import { defineJob, enqueueJob } from "../../jobs/define";

/**
 * Stored files that no row names any more (a removed photo, the uploads of a save that
 * failed), deleted from the storage and retried with backoff until the storage has done it:
 * deleting a key that is already gone is not an error, so a repeated run is harmless.
 */
export const fileRemovalJob = defineJob({
  kind: "facilities.remove-files",
  payload: z.object({ keys: z.array(z.string().min(1)).min(1) }),
  run: ({ storage }, { keys }) => storage.delete(keys),
});

/**
 * Queues the removal of `keys` (in the transaction that drops their rows, when there is one)
 * and answers the job's key for `jobs.runNow` after the commit; null when there is nothing to
 * remove. The key is the first file's: storage keys are fresh random names.
 */
export async function queueFileRemoval(db: Db, keys: readonly string[], now: Date): Promise<string | null> {
  const [first] = keys;
  if (first === undefined) return null;
  const key = `files-${first}`;
  await enqueueJob(db, fileRemovalJob, { keys: [...keys] }, { now, key });
  return key;
}
