// Placeholder until the section is built (issue: section pages).
export default function BillingPage() {
  return <h1>billing</h1>;
}
