import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "sm";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The class names of a button, for elements that must look like one without being one (a router
 * link that navigates, for example).
 */
export function buttonClassName({ variant = "primary", size = "md" }: ButtonLook = {}): string {
  return `ui-button ui-button--${variant} ui-button--${size}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shown before the label, e.g. an `<Icon>`. */
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  icon,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size }), className].filter(Boolean).join(" ");
  return (
    <button type={type} className={classes} {...rest}>
      {icon}
      {children}
    </button>
  );
}
