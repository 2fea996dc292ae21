import type { ReactNode } from "react";
import { Icon } from "../Icon.js";
import type { ShellLinkComponent } from "./link.js";

export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
  active: boolean;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export function Sidebar({
  id,
  title,
  navigation,
  linkComponent: Link,
  onClose,
}: {
  id: string;
  title: string;
  navigation: readonly NavGroup[];
  linkComponent: ShellLinkComponent;
  onClose: () => void;
}) {
  return (
    <aside id={id} className="shell-sidebar" aria-label="Sidebar">
      <div className="shell-sidebar__header">
        <button type="button" className="shell-sidebar__back" onClick={onClose}>
          <Icon name="arrowLeft" />
          Back
        </button>
        <p className="shell-sidebar__title">{title}</p>
      </div>
      <nav aria-label="Main">
        {navigation.map((group) => (
          <div key={group.label} className="shell-sidebar__group">
            <h2 className="shell-sidebar__group-label">{group.label}</h2>
            <ul className="shell-sidebar__list">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="shell-sidebar__link"
                    aria-current={item.active ? "page" : undefined}
                  >
                    {item.icon}
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
