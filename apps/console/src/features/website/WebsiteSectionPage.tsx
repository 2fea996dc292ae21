import { Card, EmptyState, Icon, Page, PageHeader } from "@hoa/ui";
import type { WebsiteSection } from "./websiteSections";

/** A website area that is not built yet; the spec's placeholder text, said plainly. */
export function WebsiteSectionPage({ section }: { section: WebsiteSection }) {
  return (
    <Page>
      <PageHeader title={section.title} description={section.description} />
      <Card>
        <EmptyState icon={<Icon name={section.icon} size={24} />} title="coming soon..." />
      </Card>
    </Page>
  );
}
