/**
 * The demo album's photos, drawn rather than shipped: simple scenes of the community (sky, lawn,
 * trees, the clubhouse) as SVG, rendered to 1920x1080 JPEGs by sharp. The same pixels every run.
 */
import sharp from "sharp";
import { Random, seedOf } from "./seeded-random.js";

export const PHOTO_WIDTH = 1920;
export const PHOTO_HEIGHT = 1080;

export const DEMO_SCENES = [
  "picnic-lawn",
  "picnic-games",
  "picnic-pavilion",
  "picnic-sunset",
  "clubhouse-entrance",
  "clubhouse-lounge",
  "clubhouse-pool",
] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

const sky = (id: string, top: string, bottom: string, height = H) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${height}" fill="url(#${id})"/>`;

const sun = (cx: number, cy: number, r: number, core: string, glow: string) =>
  `<defs><radialGradient id="glow-${cx}"><stop offset="0.35" stop-color="${glow}" stop-opacity="0.9"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#glow-${cx})"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`;

/** A rolling hill from edge to edge, its crest near `y`. */
function hill(random: Random, y: number, amplitude: number, color: string): string {
  const points = Array.from({ length: 5 }, (_, i): [number, number] => [
    (i * W) / 4,
    y + random.int(-amplitude, amplitude),
  ]);
  let path = `M0 ${points[0]?.[1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1] ?? [0, y];
    const [x1, y1] = points[i] ?? [W, y];
    path += ` Q ${(x0 + x1) / 2} ${Math.min(y0, y1) - amplitude} ${x1} ${y1}`;
  }
  return `<path d="${path} V${H} H0 Z" fill="${color}"/>`;
}

/** A maple: a trunk under a crown of overlapping circles. */
function tree(random: Random, x: number, ground: number, size: number, leaves: readonly string[]) {
  const crown = Array.from({ length: 6 }, () => {
    const dx = random.int(-size * 0.55, size * 0.55);
    const dy = random.int(-size * 0.5, size * 0.3);
    const r = random.int(size * 0.35, size * 0.55);
    return `<circle cx="${x + dx}" cy="${ground - size * 1.5 + dy}" r="${r}" fill="${random.pick(leaves)}"/>`;
  }).join("");
  const trunk = `<rect x="${x - size * 0.08}" y="${ground - size * 1.3}" width="${size * 0.16}" height="${size * 1.3}" rx="${size * 0.04}" fill="#6b4a32"/>`;
  return trunk + crown;
}

function trees(random: Random, ground: number, count: number, leaves: readonly string[]) {
  return Array.from({ length: count }, (_, i) =>
    tree(
      random,
      ((i + 0.5) * W) / count + random.int(-60, 60),
      ground + random.int(-20, 30),
      random.int(90, 150),
      leaves,
    ),
  ).join("");
}

/** A checkered blanket seen from above at a slant. */
function blanket(x: number, y: number, w: number, h: number, color: string, id: string) {
  return `<defs><pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#fdf6ec"/><rect width="30" height="30" fill="${color}"/><rect x="30" y="30" width="30" height="30" fill="${color}"/></pattern></defs><g transform="translate(${x} ${y}) skewX(-25) scale(1 0.55)"><rect width="${w}" height="${h}" fill="url(#${id})" rx="8"/></g>`;
}

/** Triangle flags on a rope between two points. */
function bunting(y: number, colors: readonly string[]) {
  const flags = Array.from({ length: 24 }, (_, i) => {
    const x = 40 + i * 80;
    const sag = 60 * Math.sin((Math.PI * x) / W);
    return `<path d="M${x} ${y + sag} L${x + 60} ${y + sag} L${x + 30} ${y + sag + 70} Z" fill="${colors[i % colors.length]}"/>`;
  }).join("");
  return `<path d="M0 ${y} Q ${W / 2} ${y + 120} ${W} ${y}" stroke="#5a4636" stroke-width="4" fill="none"/>${flags}`;
}

function balloons(random: Random, colors: readonly string[]) {
  return Array.from({ length: 9 }, (_, i) => {
    const x = 1250 + random.int(-220, 420);
    const y = 260 + random.int(-150, 160);
    return `<path d="M${x} ${y + 70} q 20 90 -10 220" stroke="#ffffff" stroke-width="3" fill="none"/><ellipse cx="${x}" cy="${y}" rx="52" ry="66" fill="${colors[i % colors.length]}"/><ellipse cx="${x - 16}" cy="${y - 24}" rx="12" ry="18" fill="#ffffff" opacity="0.45"/>`;
  }).join("");
}

/** The clubhouse's gabled front: siding, windows with warm light, a door and a porch roof. */
function clubhouse(x: number, ground: number, width: number) {
  const height = width * 0.42;
  const top = ground - height;
  const windows = [0.12, 0.3, 0.62, 0.8]
    .map(
      (at) =>
        `<rect x="${x + width * at}" y="${top + height * 0.3}" width="${width * 0.1}" height="${height * 0.32}" fill="#ffe9a8" stroke="#ffffff" stroke-width="10"/>`,
    )
    .join("");
  return [
    `<path d="M${x - 40} ${top} L${x + width / 2} ${top - height * 0.55} L${x + width + 40} ${top} Z" fill="#7a3b2e"/>`,
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="#e9dcc4"/>`,
    ...Array.from(
      { length: 8 },
      (_, i) =>
        `<line x1="${x}" x2="${x + width}" y1="${top + ((i + 1) * height) / 9}" y2="${top + ((i + 1) * height) / 9}" stroke="#d6c6aa" stroke-width="3"/>`,
    ),
    windows,
    `<rect x="${x + width * 0.45}" y="${top + height * 0.38}" width="${width * 0.1}" height="${height * 0.62}" fill="#2f5d50" rx="6"/>`,
    `<path d="M${x + width * 0.38} ${top + height * 0.36} L${x + width / 2} ${top + height * 0.18} L${x + width * 0.62} ${top + height * 0.36} Z" fill="#5c2d23"/>`,
    `<rect x="${x + width * 0.4}" y="${ground - 12}" width="${width * 0.2}" height="24" fill="#b9ab94"/>`,
  ].join("");
}

function scene(name: DemoScene): string {
  const random = new Random(seedOf(name));
  const summer = ["#2f7d3a", "#3f9147", "#5aa64f", "#2a6b35"];
  switch (name) {
    case "picnic-lawn":
      return [
        sky("sky", "#5aa9e6", "#d9efff", 720),
        sun(1560, 190, 80, "#fff6c4", "#ffe27a"),
        hill(random, 560, 40, "#86bf6a"),
        trees(random, 640, 6, summer),
        `<rect y="700" width="${W}" height="${H - 700}" fill="#6fb04f"/>`,
        hill(random, 720, 25, "#79b957"),
        blanket(420, 800, 420, 320, "#d8433b", "red"),
        blanket(1080, 860, 380, 300, "#3a6fc4", "blue"),
        `<circle cx="700" cy="930" r="34" fill="#f2b134"/><circle cx="1320" cy="985" r="30" fill="#e25b45"/>`,
      ].join("");
    case "picnic-games":
      return [
        sky("sky", "#4f9fe0", "#e4f3ff", 760),
        hill(random, 640, 30, "#8cc56f"),
        trees(random, 690, 5, summer),
        `<rect y="740" width="${W}" height="${H - 740}" fill="#68ab4b"/>`,
        ...Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${260 + i * 240}" y="${780 + (i % 2) * 40}" width="90" height="150" rx="14" fill="#c9a36b" transform="rotate(${random.int(-8, 8)} ${305 + i * 240} 900)"/>`,
        ),
        `<rect x="120" y="960" width="${W - 240}" height="10" fill="#ffffff" opacity="0.85"/>`,
        balloons(random, ["#e63946", "#f4a261", "#2a9d8f", "#ffb4c6", "#8e7dbe"]),
      ].join("");
    case "picnic-pavilion":
      return [
        sky("sky", "#6db6ea", "#f3faff", 760),
        hill(random, 620, 30, "#90c474"),
        trees(random, 680, 4, summer),
        `<rect y="720" width="${W}" height="${H - 720}" fill="#73b454"/>`,
        `<path d="M420 420 L960 230 L1500 420 Z" fill="#8a4b34"/>`,
        `<rect x="480" y="420" width="30" height="380" fill="#f1e7d6"/><rect x="1410" y="420" width="30" height="380" fill="#f1e7d6"/>`,
        bunting(430, ["#e63946", "#f4d35e", "#4ea8de", "#ffffff"]),
        `<rect x="600" y="720" width="720" height="40" fill="#a0522d"/><rect x="640" y="760" width="24" height="110" fill="#7d3f22"/><rect x="1256" y="760" width="24" height="110" fill="#7d3f22"/>`,
        ...[700, 880, 1060].map(
          (x) =>
            `<path d="M${x} 720 A 70 70 0 0 1 ${x + 140} 720 Z" fill="#e5484d"/><path d="M${x + 12} 720 A 58 58 0 0 1 ${x + 128} 720 Z" fill="#f47174"/><path d="M${x} 720 L${x + 140} 720" stroke="#3f9a4b" stroke-width="12"/>`,
        ),
        `<rect x="1210" y="640" width="56" height="80" rx="8" fill="#fff2a8" opacity="0.9"/>`,
      ].join("");
    case "picnic-sunset":
      return [
        sky("sky", "#3b2a63", "#ff9a5a", 820),
        sun(960, 690, 120, "#ffd27a", "#ff7a45"),
        hill(random, 700, 50, "#3a3f52"),
        trees(random, 770, 7, ["#1f2433", "#262b3c", "#1b1f2c"]),
        hill(random, 840, 30, "#262a38"),
      ].join("");
    case "clubhouse-entrance":
      return [
        sky("sky", "#7ab8e8", "#eef7ff", 820),
        trees(random, 800, 3, summer),
        `<rect y="780" width="${W}" height="${H - 780}" fill="#7cb35a"/>`,
        clubhouse(460, 810, 1000),
        `<path d="M860 830 L1060 830 L1180 ${H} L740 ${H} Z" fill="#cfc3ad"/>`,
        ...[380, 1540].map(
          (x) =>
            `<circle cx="${x}" cy="780" r="70" fill="#3f8f46"/><circle cx="${x - 30}" cy="760" r="14" fill="#f28ab2"/><circle cx="${x + 25}" cy="790" r="12" fill="#f6d55c"/>`,
        ),
      ].join("");
    case "clubhouse-lounge":
      return [
        `<rect width="${W}" height="${H}" fill="#efe6d8"/>`,
        `<rect y="800" width="${W}" height="${H - 800}" fill="#9c7b5b"/>`,
        ...Array.from(
          { length: 12 },
          (_, i) => `<rect x="${i * 160}" y="800" width="4" height="${H - 800}" fill="#8a6a4c"/>`,
        ),
        ...[260, 1180].map(
          (x) =>
            `<rect x="${x}" y="180" width="480" height="420" fill="#bfe1f5" stroke="#ffffff" stroke-width="24"/><line x1="${x + 240}" y1="180" x2="${x + 240}" y2="600" stroke="#ffffff" stroke-width="14"/><path d="M${x} 600 L${x + 480} 600 L${x + 480} 520 Q ${x + 240} 430 ${x} 540 Z" fill="#8cc26d" opacity="0.8"/>`,
        ),
        `<rect x="560" y="660" width="800" height="170" rx="40" fill="#2f5d7c"/><rect x="520" y="720" width="80" height="150" rx="30" fill="#27506b"/><rect x="1320" y="720" width="80" height="150" rx="30" fill="#27506b"/>`,
        `<rect x="620" y="600" width="220" height="110" rx="30" fill="#f2b134"/><rect x="1080" y="600" width="220" height="110" rx="30" fill="#e07a5f"/>`,
        `<ellipse cx="960" cy="980" rx="420" ry="60" fill="#d9c3a2"/>`,
        `<rect x="1600" y="420" width="16" height="420" fill="#3d3d3d"/><path d="M1530 420 L1686 420 L1650 320 L1566 320 Z" fill="#fff4d1"/>`,
      ].join("");
    case "clubhouse-pool":
      return [
        sky("sky", "#5fb0ea", "#e8f6ff", 520),
        trees(random, 520, 5, summer),
        `<rect y="480" width="${W}" height="${H - 480}" fill="#e7dccb"/>`,
        ...Array.from(
          { length: 13 },
          (_, i) =>
            `<line x1="${i * 160}" y1="480" x2="${i * 160 - 200}" y2="${H}" stroke="#d6c9b4" stroke-width="4"/>`,
        ),
        `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3cc4e0"/><stop offset="1" stop-color="#1a8fc0"/></linearGradient></defs>`,
        `<path d="M380 600 L1540 600 L1700 980 L220 980 Z" fill="url(#water)" stroke="#ffffff" stroke-width="14"/>`,
        ...Array.from(
          { length: 7 },
          (_, i) =>
            `<path d="M${420 + i * 30} ${660 + i * 45} q 120 -24 240 0 t 240 0 t 240 0 t 240 0" stroke="#bff0fb" stroke-width="6" fill="none" opacity="0.7"/>`,
        ),
        ...[180, 1740].map(
          (x) =>
            `<rect x="${x - 6}" y="420" width="12" height="300" fill="#5b5b5b"/><path d="M${x - 150} 440 Q ${x} 330 ${x + 150} 440 Z" fill="${x < 960 ? "#e63946" : "#f4a261"}"/>`,
        ),
      ].join("");
  }
}

/** The scene as an SVG document of the photo's size. */
export const sceneSvg = (name: DemoScene) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scene(name)}</svg>`;

/** The scene as a JPEG of 1920x1080, the recommended resolution. */
export async function renderScene(name: DemoScene): Promise<Uint8Array> {
  const bytes = await sharp(Buffer.from(sceneSvg(name)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(bytes);
}
