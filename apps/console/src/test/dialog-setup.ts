import { installDialogPolyfill } from "@hoa/ui/testing/dialog";

// The create forms open in dialogs and drawers: their Escape and close as in a browser.
installDialogPolyfill();
