import { checkSectionRoutes } from "./accessibility-checks";

// The other half of the routes is in accessibility-routes-2.spec.ts, the forms, dialogs and
// screens outside the app in accessibility-states.spec.ts: three files, so both workers share them.
checkSectionRoutes(1, 2);
