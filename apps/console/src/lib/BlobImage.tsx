import { useCallback } from "react";

/**
 * An image of bytes held in the browser (a photo read with the caller's token, a file chosen to
 * send): its object URL lives as long as the image shows this blob and is revoked after.
 */
export function BlobImage({
  blob,
  alt,
  className,
}: {
  blob: Blob;
  alt: string;
  className?: string;
}) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => {
        image.removeAttribute("src");
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} decoding="async" />;
}
