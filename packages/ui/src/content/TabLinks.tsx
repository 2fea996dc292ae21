import { PlainLink, type ShellLinkComponent } from "../shell/link.js";

export interface TabLink {
  label: string;
  href: string;
  current: boolean;
}

export interface TabLinksProps {
  /** Names the navigation landmark, e.g. "People views". */
  label: string;
  tabs: readonly TabLink[];
  /** The app's router link, so switching views stays client-side. */
  linkComponent?: ShellLinkComponent;
}

/** Views of one section as links styled as tabs; each view has its own URL. */
export function TabLinks({ label, tabs, linkComponent: Link = PlainLink }: TabLinksProps) {
  return (
    <nav className="ui-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          href={tab.href}
          className={tab.current ? "ui-tabs__tab ui-tabs__tab--current" : "ui-tabs__tab"}
          aria-current={tab.current ? "page" : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
