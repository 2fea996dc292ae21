import { Route, Routes } from "react-router-dom";
import { paths } from "../../config/paths";
import BillingPage from "./BillingPage";
import { PropertyBillingPage } from "./PropertyBillingPage";
import { StatementPage } from "./StatementPage";

// The router mounts this section at /billing/*, so its own routes are relative to it.
const sectionPrefix = `${paths.billing.path}/`;
const propertyRoute = paths.billingProperty.path.slice(sectionPrefix.length);
const statementRoute = paths.billingStatement.path.slice(sectionPrefix.length);

/** The billing overview, a property's ledger and its printable statement. */
export default function BillingRoutes() {
  return (
    <Routes>
      <Route path={propertyRoute} element={<PropertyBillingPage />} />
      <Route path={statementRoute} element={<StatementPage />} />
      <Route path="*" element={<BillingPage />} />
    </Routes>
  );
}
