import { checkSectionRoutes } from "./accessibility-checks";

// The first half of the routes and the 404 page are in accessibility-routes-1.spec.ts.
checkSectionRoutes(2, 2);
