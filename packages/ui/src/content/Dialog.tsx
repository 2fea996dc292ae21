import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "../Icon.js";
import { enterToastLayer, leaveToastLayer } from "../shell/toast-layer.js";
import { Button, type ButtonVariant } from "./Button.js";

export interface DialogProps {
  open: boolean;
  title: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Escape, the close button and a click outside ask to close; the owner decides. */
  onClose: () => void;
  /** `drawer` slides in from the end edge (a long form), `dialog` sits in the middle. */
  variant?: "dialog" | "drawer";
  /** The buttons at the bottom, e.g. Cancel and the action. */
  footer?: ReactNode;
  /** `alertdialog` when the dialog interrupts to ask something (a confirmation). */
  role?: "dialog" | "alertdialog";
  children?: ReactNode;
}

/**
 * A modal dialog or drawer on the native `<dialog>`: the rest of the page is inert while it is
 * open, focus moves into it (to the control marked `data-autofocus`, else the first) and returns to
 * what had it when it closes. Toasts raised while it is open show inside it (see `toast-layer`).
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  variant = "dialog",
  footer,
  role,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    enterToastLayer(dialog);
    return () => {
      leaveToastLayer(dialog);
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`ui-dialog ui-dialog--${variant}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: the owner closes it (and may refuse while busy).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className="ui-dialog__panel">
          <header className="ui-dialog__header">
            <div>
              <h2 id={titleId} className="ui-dialog__title">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="ui-dialog__description">
                  {description}
                </p>
              ) : null}
            </div>
            <button type="button" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
              <Icon name="close" size={18} />
            </button>
          </header>
          {children ? <div className="ui-dialog__body">{children}</div> : null}
          {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  confirmLabel: string;
  /** `danger` for what cannot be undone. */
  tone?: Extract<ButtonVariant, "primary" | "danger">;
  /** While the action runs: both buttons wait and the dialog stays open. */
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before an action: Cancel has the focus (so Enter never confirms by accident) and the
 * action's button says what it does ("Remove member", not "OK").
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = "primary",
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      title={title}
      description={message}
      onClose={cancel}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </>
      }
    />
  );
}

export interface FormDialogProps extends Omit<DialogProps, "footer" | "children" | "role"> {
  /** What the submit button says ("Send invitation"). */
  submitLabel: string;
  submitIcon?: ReactNode;
  /** While the form is being sent: the submit button waits. */
  busy?: boolean;
  busyLabel?: string;
  /** The form, given the id its submit button (in the footer) names. */
  children: (formId: string) => ReactNode;
}

/**
 * A page's create or edit form in a dialog or drawer: Cancel and the submit button in the footer.
 * The form is rendered only while the dialog is open, so closing it discards the draft.
 *
 * @example
 * <FormDialog open={open} title="Invite someone" submitLabel="Send invitation" onClose={close}>
 *   {(formId) => <InviteForm id={formId} />}
 * </FormDialog>
 */
export function FormDialog({
  submitLabel,
  submitIcon,
  busy = false,
  busyLabel,
  children,
  ...dialog
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      {...dialog}
      footer={
        <>
          <Button variant="secondary" onClick={dialog.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} icon={submitIcon} disabled={busy} aria-busy={busy}>
            {busy ? (busyLabel ?? submitLabel) : submitLabel}
          </Button>
        </>
      }
    >
      {children(formId)}
    </Dialog>
  );
}
