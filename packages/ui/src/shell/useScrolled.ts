import { useEffect, useState } from "react";

/** Pixels the page must scroll before it counts as scrolled. */
export const SCROLL_THRESHOLD_PX = 10;

/** Whether the window has scrolled past the threshold. */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
