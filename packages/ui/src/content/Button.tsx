import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * The action hierarchy, the same on every screen:
 * - `primary`: the one main action of a page or dialog (at most one per header or footer);
 * - `secondary`: the other actions beside it;
 * - `quiet`: a low-emphasis action (in a row, in a toolbar); with `tone="danger"` it is how a
 *   destructive action (Delete, Remove, Revoke...) shows on a page, card or row, before it is
 *   confirmed;
 * - `danger`: the solid red button, only in the dialog that confirms a destructive action.
 */
export type ButtonVariant = "primary" | "secondary" | "quiet" | "danger";
export type ButtonSize = "md" | "sm";
/** `danger` paints a quiet button's text in the danger colour: a destructive action's trigger. */
export type ButtonTone = "default" | "danger";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  tone?: ButtonTone;
}

/**
 * The class names of a button, for elements that must look like one without being one (a router
 * link that navigates, for example).
 */
export function buttonClassName({
  variant = "primary",
  size = "md",
  tone = "default",
}: ButtonLook = {}): string {
  const classes = ["ui-button", `ui-button--${variant}`, `ui-button--${size}`];
  if (tone === "danger" && variant !== "danger") classes.push("ui-button--tone-danger");
  return classes.join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shown before the label, e.g. an `<Icon>`. */
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  tone,
  icon,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, tone }), className].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} {...rest}>
      {icon}
      {children}
    </button>
  );
}
