import { checkSectionRoutes } from "./accessibility-checks";

// The light theme's routes are in accessibility-light.spec.ts, the forms, dialogs and screens
// outside the app in accessibility-states.spec.ts: three files, so both workers share them.
checkSectionRoutes("dark");
