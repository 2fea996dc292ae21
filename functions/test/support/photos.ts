import sharp from "sharp";

/** A photo of one colour, `width` by `height`, as a phone or a browser sends one. */
export function testPhoto(
  width = 2400,
  height = 1200,
  format: "png" | "jpeg" | "gif" = "png",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#33aa77" } })
    .toFormat(format)
    .toBuffer();
}
