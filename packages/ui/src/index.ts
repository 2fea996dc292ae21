// Shell, theme, toasts and loaders: see ./shell. Page-content building blocks: see ./content.
// One icon set serves both.
export * from "./shell/index.js";
export * from "./content/index.js";
export { Icon, type IconName, type NamedIconProps } from "./Icon.js";
