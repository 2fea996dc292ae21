import { vi } from "vitest";

/**
 * Every unit test file: the functions' logger is a mock, so the tests stay quiet. A test that
 * checks what is logged spies on the named events of `src/logs.ts`: the files of a worker share
 * its modules (`isolate: false`), but each file gets its own automock of this module.
 */
vi.mock("firebase-functions/logger");
