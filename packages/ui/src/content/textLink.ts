/** The class name of an inline text link inside page content (apply it to a router's link). */
export const textLinkClassName = "ui-link";
