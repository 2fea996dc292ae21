import { Button, Card, CardGrid, Icon, Page, PageHeader, buttonClassName } from "@hoa/ui";
import type { ComponentProps } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

/** A card of the hub: what it is for, and where it leads (or that it is not there yet). */
interface HubCard {
  title: string;
  icon: ComponentProps<typeof Icon>["name"];
  description: string;
  /** The page it opens and the link's text; none: "Coming Soon". */
  link?: { href: string; label: string };
}

const cards: readonly HubCard[] = [
  {
    title: "Sent Messages",
    icon: "clock",
    description: "Every email and notification sent, with each recipient's delivery.",
    link: { href: paths.communicationsHistory.href(), label: "View history" },
  },
  {
    title: "Compose Email",
    icon: "mail",
    description: "Write an email to one member or a committee.",
    link: { href: paths.communicationsEmail.href(), label: "Compose email" },
  },
  {
    title: "Bulk Notification",
    icon: "bell",
    description: "Notify every member by email, SMS, push or in the app, now or later.",
    link: { href: paths.communicationsNotify.href(), label: "Create notification" },
  },
  {
    title: "Member Groups",
    icon: "users",
    description: "Save lists of members, such as the board or a building, to write to.",
  },
  {
    title: "Analytics",
    icon: "chart",
    description: "See how many members opened and read each message.",
  },
];

export function CommunicationsHub() {
  return (
    <Page>
      <PageHeader
        title="Communications"
        description="Email members and send notifications to the whole community."
      />
      <CardGrid as="ul" minColumnWidth={260} maxColumns={2}>
        {cards.map(({ title, icon, description, link }) => (
          <li key={title}>
            <Card title={title} icon={<Icon name={icon} />} description={description}>
              {link ? (
                <Link to={link.href} className={buttonClassName()}>
                  {link.label}
                </Link>
              ) : (
                <Button variant="secondary" disabled>
                  Coming Soon
                </Button>
              )}
            </Card>
          </li>
        ))}
      </CardGrid>
    </Page>
  );
}
