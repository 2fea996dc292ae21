// Placeholder until the section is built (issue: section pages).
export default function EventsPage() {
  return <h1>events</h1>;
}
