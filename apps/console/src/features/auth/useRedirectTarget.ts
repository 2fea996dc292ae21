import { useSearchParams } from "react-router-dom";
import { REDIRECT_PARAM, safeRedirectTarget } from "../../lib/redirect";

/** Where this auth screen sends the user once signed in (from its `redirect` parameter). */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  return safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
}
