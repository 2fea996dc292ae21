import type { ReactNode } from "react";
import { Icon } from "../Icon.js";

/** The centred card that holds a sign-in style form, under the product's name. */
export function AuthLayout({
  productName,
  title,
  description,
  children,
}: {
  productName: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="shell-auth">
      <div className="shell-auth__card">
        <p className="shell-auth__brand">
          <span className="shell-navbar__logo" aria-hidden="true">
            <Icon name="home" />
          </span>
          {productName}
        </p>
        <h1 className="shell-auth__title">{title}</h1>
        {description ? <p className="shell-auth__description">{description}</p> : null}
        {children}
      </div>
    </main>
  );
}
