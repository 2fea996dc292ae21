// Placeholder until the section is built (issue: section pages).
export default function DocumentsPage() {
  return <h1>documents</h1>;
}
