import type { TestProject } from "vitest/node";
import { startApp } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    serverLogFile: string;
  }
}

/** Starts the built app once for all journeys, the way `npm start` serves it. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide("baseURL", app.baseURL);
  project.provide("serverLogFile", app.logFile);
  return () => app.stop();
}
