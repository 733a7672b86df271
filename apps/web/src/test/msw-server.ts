/** The web tests' one msw server: ./setup.ts starts it, `fakeApi()` adds each test's routes. */
import { setupServer } from "msw/node";

export const apiServer = setupServer();
