// Placeholder until the section is built (issue: section pages).
export default function InvitationsPage() {
  return <h1>invitations</h1>;
}
