import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../Icon.js";

export interface ShellUser {
  photoURL?: string | null;
  displayName?: string | null;
  email?: string | null;
}

/** How the menu came to be open: hovering shows it, a click pins it until the next click. */
type OpenState = "closed" | "hover" | "click";

export function Avatar({ user }: { user: ShellUser }) {
  return user.photoURL ? (
    <img className="shell-avatar" src={user.photoURL} alt="" referrerPolicy="no-referrer" />
  ) : (
    <span className="shell-avatar shell-avatar--icon">
      <Icon name="person" />
    </span>
  );
}

/**
 * The signed-in user's menu: opens on hover or click of the avatar, closes when the pointer
 * leaves, on a click outside, or on Escape.
 */
export function UserMenu({
  user,
  onSignOut,
  onSwitchOrganization,
  onOpenProfile,
}: {
  user: ShellUser;
  onSignOut: () => void;
  onSwitchOrganization?: () => void;
  /** Opens the account's own page (its name, email and password); "Profile" comes first. */
  onOpenProfile?: () => void;
}) {
  const [openState, setOpenState] = useState<OpenState>("closed");
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const isOpen = openState !== "closed";

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenState("closed");
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenState("closed");
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [isOpen]);

  const close = () => setOpenState("closed");
  const accountName = user.displayName || user.email || "Account";

  return (
    <div
      ref={containerRef}
      className="shell-user-menu"
      onMouseEnter={() => setOpenState((state) => (state === "closed" ? "hover" : state))}
      onMouseLeave={close}
    >
      <button
        type="button"
        className="shell-user-menu__trigger"
        aria-label="Account menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpenState((state) => (state === "click" ? "closed" : "click"))}
      >
        <Avatar user={user} />
      </button>
      <div id={menuId} className="shell-user-menu__panel" hidden={!isOpen}>
        <p className="shell-user-menu__name">{accountName}</p>
        <ul className="shell-user-menu__list">
          {[
            ...(onOpenProfile ? [{ label: "Profile", onSelect: onOpenProfile }] : []),
            ...(onSwitchOrganization
              ? [{ label: "Switch organization", onSelect: onSwitchOrganization }]
              : []),
            { label: "Sign out", onSelect: onSignOut },
          ].map(({ label, onSelect }) => (
            <li key={label}>
              <button
                type="button"
                className="shell-user-menu__item"
                onClick={() => {
                  close();
                  onSelect();
                }}
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
