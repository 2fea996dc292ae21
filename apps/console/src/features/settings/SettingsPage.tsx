// Placeholder until the section is built (issue: section pages).
export default function SettingsPage() {
  return <h1>settings</h1>;
}
