#!/usr/bin/env node
/** `npm run dev` and friends: make sure pnpm 10 exists before the workspace scripts run. */
import { ensurePnpm } from "./lib/pnpm.mjs";

ensurePnpm();
