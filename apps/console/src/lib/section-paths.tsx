import { createContext, useContext, type ReactNode } from "react";
import { Link, type LinkProps } from "react-router-dom";
import { paths } from "../config/paths";

/** The pages the console and the resident portal both show, each at its own address. */
type SharedPage =
  | "announcements"
  | "announcement"
  | "events"
  | "event"
  | "documents"
  | "document"
  | "support"
  | "supportTicket"
  | "profile";

/** Where the shared pages are in the part of the app being shown: their `href` builders. */
export type SectionPaths = {
  readonly [Page in SharedPage]: { href: (typeof paths)[Page]["href"] };
};

/** The console's own addresses of the shared pages. */
export const consoleSectionPaths: SectionPaths = {
  announcements: paths.announcements,
  announcement: paths.announcement,
  events: paths.events,
  event: paths.event,
  documents: paths.documents,
  document: paths.document,
  support: paths.support,
  supportTicket: paths.supportTicket,
  profile: paths.profile,
};

const SectionPathsContext = createContext<SectionPaths>(consoleSectionPaths);

/**
 * Tells the shared pages below it where they are: the portal wraps its pages in one, so their
 * links stay in the portal. Without it they link to the console's addresses.
 */
export function SectionPathsProvider({
  value,
  children,
}: {
  value: SectionPaths;
  children: ReactNode;
}) {
  return <SectionPathsContext.Provider value={value}>{children}</SectionPathsContext.Provider>;
}

/** The addresses of the shared pages where the caller is shown (console or portal). */
export function useSectionPaths(): SectionPaths {
  return useContext(SectionPathsContext);
}

/**
 * A router link to a shared page, at its address where it is shown: `to` picks it from the
 * section's paths, e.g. `<SectionLink to={(section) => section.event.href(id)}>`.
 */
export function SectionLink({
  to,
  ...props
}: Omit<LinkProps, "to"> & { to: (section: SectionPaths) => string }) {
  return <Link to={to(useSectionPaths())} {...props} />;
}
