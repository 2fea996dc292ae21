// Placeholder until the section is built (issue: section pages).
export default function PropertiesPage() {
  return <h1>properties</h1>;
}
