// Placeholder until the section is built (issue: section pages).
export default function SetupPage() {
  return <h1>setup</h1>;
}
