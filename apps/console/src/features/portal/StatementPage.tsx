import { Loader } from "@hoa/ui";
import { useParams } from "react-router-dom";
import { ApiError } from "../../api/client";
import { usePropertyAccount } from "../../api/get-property-account";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { StatementPage as PrintableStatement } from "../billing/StatementPage";
import NotFoundPage from "../not-found/NotFoundPage";

/**
 * A resident's printable statement of one of their properties, the console's statement with a
 * way back to Account. Another household's property is not found (the server answers 404 and
 * never tells whether it exists): the not-found page says so.
 */
export default function StatementPage() {
  const { propertyId = "" } = useParams();
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const account = usePropertyAccount(orgId, propertyId);
  if (account.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (account.error instanceof ApiError && account.error.status === 404) return <NotFoundPage />;
  return <PrintableStatement back={{ href: paths.portalAccount.href(), label: "Account" }} />;
}
