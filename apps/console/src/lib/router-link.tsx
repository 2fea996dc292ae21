import type { ShellLinkProps } from "@hoa/ui";
import { Link } from "react-router-dom";

/** The shell's links, navigating through the router instead of reloading the page. */
export function RouterLink({ href, ...props }: ShellLinkProps) {
  return <Link to={href} {...props} />;
}
