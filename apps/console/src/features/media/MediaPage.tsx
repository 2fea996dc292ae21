// Placeholder until the section is built (issue: section pages).
export default function MediaPage() {
  return <h1>media</h1>;
}
