// Placeholder until the section is built (issue: section pages).
export default function PeoplePage() {
  return <h1>people</h1>;
}
