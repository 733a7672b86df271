export { defineJob, enqueueJob } from "./define";
export type { EnqueueOptions, JobDefinition, JobKind, JobRun } from "./define";
export { backoffSeconds, BACKOFF_BASE_SECONDS, BACKOFF_MAX_SECONDS, createJobRunner } from "./runner";
export type { JobRunner, JobRunnerOptions } from "./runner";
