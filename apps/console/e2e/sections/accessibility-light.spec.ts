import { checkSectionRoutes } from "./accessibility-checks";

// The dark theme's routes are in accessibility-dark.spec.ts, the forms, dialogs and screens
// outside the app in accessibility-states.spec.ts: three files, so both workers share them.
checkSectionRoutes("light");
