import { Card, CardGrid, Icon, Page, PageHeader, buttonClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { websiteSections } from "./websiteSections";

export function WebsiteOverview() {
  return (
    <Page>
      <PageHeader
        title="Website"
        description="The public face of Maple Grove HOA: its pages, look, search listing and access."
      />
      <CardGrid as="ul" minColumnWidth={260} maxColumns={2}>
        {websiteSections.map((section) => (
          <li key={section.route}>
            <Card
              title={section.title}
              icon={<Icon name={section.icon} />}
              description={section.description}
            >
              <Link to={section.href} className={buttonClassName({ variant: "secondary" })}>
                {section.linkLabel}
                <Icon name="arrowRight" size={16} />
              </Link>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Page>
  );
}
