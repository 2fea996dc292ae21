import { NotFoundView } from "@hoa/ui";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

export default function NotFoundPage() {
  return <NotFoundView homeHref={paths.home.href()} linkComponent={RouterLink} />;
}
