// Shell, theme, toasts and loaders: see ./shell. Page-content building blocks: see ./content.
export * from "./shell/index.js";
export * from "./content/index.js";
