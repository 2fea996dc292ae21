import { describeRaces } from "../support/races.js";

// Every race at 8 and 16 requests at once; at 32 in races-at-32.test.ts (the two files run side by
// side with the other integration files).
describeRaces([8, 16]);
