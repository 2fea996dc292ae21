import { installDialogPolyfill } from "@hoa/ui/testing/dialog";

// jsdom has <dialog> without showModal and close; the create forms open in dialogs and drawers.
installDialogPolyfill();
