import { fileRemovalJob } from "./facilities/file-removal-job";
import { pushJob } from "./notifications/push-job";
import { reminderJob } from "./notifications/reminder-job";
import { refundJob } from "./payments/refund-job";
import { holdExpiryJob } from "./reservations/hold-job";
import type { JobKind } from "../jobs/define";

/**
 * Every job kind the API runs, listed beside the modules' routes (`index.ts`) so that `jobs/`
 * knows no module. A module adds a kind by defining it with `defineJob` next to its code (see
 * `payments/refund-job.ts`) and listing it here; jobs are queued with
 * `enqueueJob(tx, definition, payload, { now, key })` inside the transaction that owes them.
 */
export const jobKinds: readonly JobKind[] = [refundJob, holdExpiryJob, pushJob, reminderJob, fileRemovalJob];
