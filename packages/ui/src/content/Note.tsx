import type { ReactNode } from "react";
import { Icon } from "../Icon.js";

/** A short piece of context above a list or a form ("You see the directory as a member..."). */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="ui-note">
      <Icon name="help" size={18} />
      <span>{children}</span>
    </p>
  );
}
