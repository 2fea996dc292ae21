// Placeholder until the section is built (issue: section pages).
export default function CommunicationsRoutes() {
  return <h1>communications</h1>;
}
