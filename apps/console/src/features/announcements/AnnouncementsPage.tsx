// Placeholder until the section is built (issue: section pages).
export default function AnnouncementsPage() {
  return <h1>announcements</h1>;
}
