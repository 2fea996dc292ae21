// Placeholder until the section is built (issue: section pages).
export default function WebsiteRoutes() {
  return <h1>website</h1>;
}
