import { paths } from "../../config/paths";
import { TextLink } from "../../lib/TextLink";

/** The way back from a compose form to the communications hub. */
export function BackToHubLink() {
  return (
    <TextLink to={paths.communications.href()}>
      <span aria-hidden="true">←</span> Communications
    </TextLink>
  );
}
