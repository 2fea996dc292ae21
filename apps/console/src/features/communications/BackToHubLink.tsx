import { textLinkClassName } from "@hoa/ui";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";

/** The way back from a compose form to the communications hub. */
export function BackToHubLink() {
  return (
    <Link to={paths.communications.href()} className={textLinkClassName}>
      <span aria-hidden="true">←</span> Communications
    </Link>
  );
}
