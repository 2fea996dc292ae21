import type { ShellLinkComponent } from "./link.js";
import type { NavItem } from "./Sidebar.js";

/** A phone's bottom navigation: a few tabs, each an icon over its label, the current one marked. */
export function TabBar({
  tabs,
  linkComponent: Link,
}: {
  tabs: readonly NavItem[];
  linkComponent: ShellLinkComponent;
}) {
  return (
    <nav className="shell-tabbar" aria-label="Tabs">
      <ul className="shell-tabbar__list">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              className="shell-tabbar__link"
              aria-current={tab.active ? "page" : undefined}
            >
              {tab.icon}
              <span className="shell-tabbar__label">{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
