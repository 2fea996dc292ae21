/**
 * The test DOM (happy-dom) has `<dialog>` and its methods, but Escape does not cancel a modal
 * one. This gives component tests the part of the browser's behaviour they can observe, the same
 * in any test DOM: `showModal` opens it (and makes it the top layer the tests query), `close`
 * closes it and fires `close`, Escape fires `cancel` and closes it unless that is prevented.
 * Inertness and focus return are the browser's, checked end to end.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !this.open) return;
      const cancel = new Event("cancel", { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    this.ownerDocument.addEventListener("keydown", onKeyDown);
    this.addEventListener(
      "close",
      () => this.ownerDocument.removeEventListener("keydown", onKeyDown),
      {
        once: true,
      },
    );
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
