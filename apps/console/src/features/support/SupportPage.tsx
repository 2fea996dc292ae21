// Placeholder until the section is built (issue: section pages).
export default function SupportPage() {
  return <h1>support</h1>;
}
