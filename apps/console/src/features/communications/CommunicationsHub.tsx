import { Button, Card, CardGrid, Icon, Page, PageHeader, buttonClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

export function CommunicationsHub() {
  return (
    <Page>
      <PageHeader
        title="Communications"
        description="Email members and send notifications to the whole community."
      />
      <CardGrid as="ul" minColumnWidth={260} maxColumns={2}>
        <li>
          <Card
            title="Sent Messages"
            icon={<Icon name="clock" />}
            description="Every email and notification sent, with each recipient's delivery."
          >
            <Link to={paths.communicationsHistory.href()} className={buttonClassName()}>
              View history
            </Link>
          </Card>
        </li>
        <li>
          <Card
            title="Compose Email"
            icon={<Icon name="mail" />}
            description="Write an email to one member or a committee."
          >
            <Link to={paths.communicationsEmail.href()} className={buttonClassName()}>
              Compose email
            </Link>
          </Card>
        </li>
        <li>
          <Card
            title="Bulk Notification"
            icon={<Icon name="bell" />}
            description="Notify every member by email, SMS, push or in the app, now or later."
          >
            <Link to={paths.communicationsNotify.href()} className={buttonClassName()}>
              Create notification
            </Link>
          </Card>
        </li>
        <li>
          <Card
            title="Member Groups"
            icon={<Icon name="users" />}
            description="Save lists of members, such as the board or a building, to write to."
          >
            <Button variant="secondary" disabled>
              Coming Soon
            </Button>
          </Card>
        </li>
        <li>
          <Card
            title="Analytics"
            icon={<Icon name="chart" />}
            description="See how many members opened and read each message."
          >
            <Button variant="secondary" disabled>
              Coming Soon
            </Button>
          </Card>
        </li>
      </CardGrid>
    </Page>
  );
}
