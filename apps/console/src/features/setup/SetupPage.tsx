import { Card, CardGrid, Page, PageHeader } from "@hoa/ui";
import { setupCards } from "./mock-data";

/** A placeholder page titled Pages with four cards reading Hello (spec §2). */
export default function SetupPage() {
  return (
    <Page>
      <PageHeader title="Pages" />
      <CardGrid as="ul" minColumnWidth={200}>
        {setupCards.map((card) => (
          <li key={card.id}>
            <Card>
              <p>{card.text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Page>
  );
}
