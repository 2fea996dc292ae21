import { describeRaces } from "../support/races.js";

// Every race at 32 requests at once; at 8 and 16 in races.test.ts.
describeRaces([32]);
