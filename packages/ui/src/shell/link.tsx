import type { AnchorHTMLAttributes, ComponentType } from "react";

export type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
};

/**
 * How the shell renders an internal link. The shell knows no router: an app passes its router's
 * link here so navigation stays client-side.
 */
export type ShellLinkComponent = ComponentType<ShellLinkProps>;

/** A plain anchor, for pages without a client-side router. */
export function PlainLink(props: ShellLinkProps) {
  return <a {...props} />;
}
