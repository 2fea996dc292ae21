/** On the root while one letter is printed: the print style then shows that letter alone. */
const PRINTING_CLASS = "portal-printing";
/** The letter being printed. */
const PRINTED_CLASS = "portal-letter--printed";
/** On each of its ancestors: the print style hides every other child of each of them. */
const PATH_ATTRIBUTE = "data-print-path";

/** Takes the marks of a print away (after it, or before the next one). */
function clearMarks() {
  document.documentElement.classList.remove(PRINTING_CLASS);
  for (const marked of document.querySelectorAll(`.${PRINTED_CLASS}`)) {
    marked.classList.remove(PRINTED_CLASS);
  }
  for (const marked of document.querySelectorAll(`[${PATH_ATTRIBUTE}]`)) {
    marked.removeAttribute(PATH_ATTRIBUTE);
  }
}

/**
 * Prints `letter` alone, without the shell or the rest of the page: it and its ancestors are
 * marked for the print style (`violations.css`), and the marks go once the print dialog closes.
 */
export function printLetter(letter: HTMLElement): void {
  clearMarks();
  letter.classList.add(PRINTED_CLASS);
  for (let node = letter.parentElement; node; node = node.parentElement) {
    node.setAttribute(PATH_ATTRIBUTE, "");
  }
  document.documentElement.classList.add(PRINTING_CLASS);
  window.addEventListener("afterprint", clearMarks, { once: true });
  window.print();
}
