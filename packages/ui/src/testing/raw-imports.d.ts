/** A file's text, as the bundler's `?raw` suffix gives it (tests read stylesheets this way). */
declare module "*?raw" {
  const text: string;
  export default text;
}
