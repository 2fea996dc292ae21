/** The class name of an inline text link inside page content (apply it to a router's link). */
export const textLinkClassName = "ui-link";

/**
 * The class name of a link that is an item's name (a table row's name): it reads as text, and
 * shows the primary colour and an underline on hover and keyboard focus.
 */
export const nameLinkClassName = "ui-link ui-link--name";
