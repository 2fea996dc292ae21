import type { ReactNode } from "react";

/** A page's content column: header, then sections with even vertical rhythm. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="ui-page">{children}</div>;
}
