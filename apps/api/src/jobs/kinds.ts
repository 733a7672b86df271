import { fileRemovalJob } from "../modules/facilities/file-removal-job";
import { pushJob } from "../modules/notifications/push-job";
import { reminderJob } from "../modules/notifications/reminder-job";
import { refundJob } from "../modules/payments/refund-job";
import { holdExpiryJob } from "../modules/reservations/hold-job";
import type { JobKind } from "./define";

/**
 * Every job kind the API runs. A module adds a kind by defining it with `defineJob` next to
 * its code (see `modules/payments/refund-job.ts`) and listing it here; jobs are queued with
 * `enqueueJob(tx, definition, payload, { now, key })` inside the transaction that owes them.
 */
export const jobKinds: readonly JobKind[] = [refundJob, holdExpiryJob, pushJob, reminderJob, fileRemovalJob];
