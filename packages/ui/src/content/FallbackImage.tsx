import { useState, type ImgHTMLAttributes, type ReactNode } from "react";

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "alt" | "onError"
> {
  src: string;
  /** Shown instead when `src` cannot load (offline, blocked, gone); should be a local asset. */
  fallbackSrc: string;
  alt: string;
  /** Width over height, e.g. "16 / 9"; the frame keeps it while loading so nothing jumps. */
  aspectRatio?: string;
  /** Badges laid over the image's corner, e.g. a duration. */
  overlay?: ReactNode;
}

/** An image in a fixed-ratio frame that swaps to a local placeholder when it fails to load. */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  aspectRatio = "16 / 9",
  overlay,
  className,
  ...imgProps
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = failedSrc === src;
  return (
    <div className={["ui-image", className].filter(Boolean).join(" ")} style={{ aspectRatio }}>
      <img
        className="ui-image__img"
        src={showFallback ? fallbackSrc : src}
        alt={showFallback ? `${alt} (image unavailable)` : alt}
        loading="lazy"
        decoding="async"
        data-fallback={showFallback ? "true" : undefined}
        onError={() => {
          if (!showFallback) setFailedSrc(src);
        }}
        {...imgProps}
      />
      {overlay ? <div className="ui-image__overlay">{overlay}</div> : null}
    </div>
  );
}
