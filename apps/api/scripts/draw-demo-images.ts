/**
 * Draws the demo facility pictures in assets/images/facilities/ (committed; the demo seed
 * points each demo facility at 2 to 5 of them): each as an SVG, and as a WebP at the card
 * width an upload gets (link previews take raster pictures only). Illustrations, not photos: a carpet pitch
 * with its lines, goals, fence and floodlights, seen from several cameras at several times
 * of day. Deterministic: running it again writes the same files.
 *
 *   pnpm --filter @halisaha/api exec tsx scripts/draw-demo-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { demoCardFile, DEMO_IMAGE_COUNT, demoImageFile } from "../src/modules/facilities/demo-images";
import { IMAGE_WIDTHS } from "../src/modules/facilities/images";

const WIDTH = 800;
const HEIGHT = 500;
/** A carpet pitch (metres): 40 × 20 with a 2 m run-off, 3 × 2 m goals, 4 m fence. */
const L = 40;
const W = 20;
const RUNOFF = 2.5;
const GOAL_WIDTH = 3;
const GOAL_HEIGHT = 2;
const FENCE = 4;
const POLE = 9;

type Vec = [number, number, number];
type Point = [number, number];

interface Camera {
  kind: "top" | "perspective";
  /** top: rotation of the pitch in degrees; perspective: eye and target in pitch metres. */
  angle?: number;
  eye?: Vec;
  target?: Vec;
}

interface Scene {
  sky: [string, string];
  ground: string;
  /** Lighting over the turf: a warm sun glow by day, pools of white under the lamps at night. */
  light: "sun" | "evening" | "night" | "overcast";
  haze: string;
}

const scenes: Record<string, Scene> = {
  day: { sky: ["#7cc4f2", "#d8eefb"], ground: "#5d6b52", light: "sun", haze: "#ffffff" },
  golden: { sky: ["#f6a55b", "#fde3b0"], ground: "#6a5a42", light: "evening", haze: "#ffd9a0" },
  dusk: { sky: ["#2b2f5c", "#c46f6a"], ground: "#3b3a3f", light: "night", haze: "#f0b48a" },
  night: { sky: ["#070b1a", "#1b2443"], ground: "#1d2127", light: "night", haze: "#9fb7ff" },
  overcast: { sky: ["#9aa7b3", "#dfe4e8"], ground: "#5c645d", light: "overcast", haze: "#eef2f5" },
};

/** Turf shades: [lighter stripe, darker stripe]. */
const turfs: [string, string][] = [
  ["#4fae4f", "#439c45"],
  ["#3f9b55", "#368849"],
  ["#5cab3f", "#4f9735"],
  ["#2f9472", "#2a8063"],
  ["#46a35e", "#3c8f51"],
];

interface Variant {
  camera: Camera;
  scene: keyof typeof scenes;
  turf: number;
  stripes: number;
}

/** A view from `eye` towards `target` (metres from the pitch's centre). */
const perspective = (
  eye: Vec,
  target: Vec,
  scene: Variant["scene"],
  turf: number,
  stripes: number,
): Variant => ({
  camera: { kind: "perspective", eye, target },
  scene,
  turf,
  stripes,
});
/** The pitch from straight above, turned by `angle` degrees. */
const fromAbove = (angle: number, scene: Variant["scene"], turf: number, stripes: number): Variant => ({
  camera: { kind: "top", angle },
  scene,
  turf,
  stripes,
});

const variants: Variant[] = [
  perspective([0, -27, 11], [0, 2, 0], "day", 0, 10),
  perspective([-30, -21, 13], [2, 1, 0], "night", 1, 8),
  fromAbove(-8, "day", 2, 12),
  perspective([-34, 0, 8], [4, 0, 0], "golden", 0, 10),
  perspective([0, -19, 24], [0, 0, 0], "overcast", 3, 10),
  perspective([27, -24, 10], [-3, 2, 0], "dusk", 4, 8),
  fromAbove(12, "night", 1, 10),
  perspective([-6, -28, 7], [3, 3, 0], "golden", 2, 12),
  perspective([34, 3, 9], [-4, 0, 0], "night", 0, 10),
  fromAbove(0, "overcast", 4, 8),
  perspective([-26, -26, 16], [1, 1, 0], "day", 3, 10),
  perspective([4, -25, 14], [0, 1, 0], "dusk", 2, 12),
  fromAbove(-15, "golden", 1, 10),
  perspective([30, -18, 12], [-2, 1, 0], "overcast", 0, 8),
  perspective([-33, 6, 12], [3, -1, 0], "night", 4, 12),
  perspective([0, -30, 9], [0, 3, 0], "golden", 3, 10),
];

if (variants.length !== DEMO_IMAGE_COUNT) throw new Error(`expected ${DEMO_IMAGE_COUNT} variants`);

// ---- projection -------------------------------------------------------------------------

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec): Vec => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

type Project = (p: Vec) => Point;

/** A projection fitted so the pitch and its run-off fill the frame with a margin. */
function projector(camera: Camera): { project: Project; horizon: number | null } {
  let raw: (p: Vec) => Point;
  let horizonRaw: ((p: Vec) => Point) | null = null;
  if (camera.kind === "top") {
    const a = ((camera.angle ?? 0) * Math.PI) / 180;
    raw = ([x, y, z]) => [
      x * Math.cos(a) - y * Math.sin(a) - z * 0.18,
      x * Math.sin(a) + y * Math.cos(a) - z * 0.3,
    ];
  } else {
    const eye = camera.eye!;
    const forward = unit(sub(camera.target!, eye));
    const right = unit(cross(forward, [0, 0, 1]));
    const up = cross(right, forward);
    raw = (p) => {
      const d = sub(p, eye);
      const depth = Math.max(dot(d, forward), 0.5);
      return [dot(d, right) / depth, -dot(d, up) / depth];
    };
    const level = unit([forward[0], forward[1], 0]);
    horizonRaw = () => raw([eye[0] + level[0] * 1e5, eye[1] + level[1] * 1e5, eye[2]]);
  }
  const edge = [L / 2 + RUNOFF, W / 2 + RUNOFF];
  const corners: Vec[] = [
    [-edge[0]!, -edge[1]!, 0],
    [edge[0]!, -edge[1]!, 0],
    [edge[0]!, edge[1]!, 0],
    [-edge[0]!, edge[1]!, 0],
  ].map(([x, y]) => [x!, y!, 0]);
  const pts = corners.map(raw);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const topMargin = camera.kind === "top" ? 0.14 : 0.3;
  const scale = Math.min((WIDTH * 0.86) / (maxX - minX), (HEIGHT * (0.92 - topMargin)) / (maxY - minY));
  const offsetX = WIDTH / 2 - ((minX + maxX) / 2) * scale;
  const offsetY =
    HEIGHT * topMargin + (HEIGHT * (0.92 - topMargin) - (maxY - minY) * scale) / 2 - minY * scale;
  const project: Project = (p) => {
    const [x, y] = raw(p);
    return [x * scale + offsetX, y * scale + offsetY];
  };
  const horizon = horizonRaw ? horizonRaw([0, 0, 0])[1] * scale + offsetY : null;
  return { project, horizon };
}

// ---- drawing ----------------------------------------------------------------------------

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();
const pointsOf = (pts: Point[]) => pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
const polygon = (pts: Point[], attrs: string) => `<polygon points="${pointsOf(pts)}" ${attrs}/>`;
const polyline = (pts: Point[], attrs: string) =>
  `<polyline points="${pointsOf(pts)}" fill="none" ${attrs}/>`;

/** A world-space rectangle on the ground, as projected corners. */
const groundRect = (project: Project, x0: number, y0: number, x1: number, y1: number): Point[] =>
  [
    [x0, y0, 0],
    [x1, y0, 0],
    [x1, y1, 0],
    [x0, y1, 0],
  ].map((p) => project(p as Vec));

/** An arc on the ground around (cx, cy), sampled finely enough to look round. */
function groundArc(project: Project, cx: number, cy: number, r: number, from: number, to: number): Point[] {
  const steps = 40;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return project([cx + r * Math.cos(a), cy + r * Math.sin(a), 0]);
  });
}

function goal(project: Project, end: -1 | 1, lineWidth: number): string {
  const x = (end * L) / 2;
  const back = x + end * 1.2;
  const posts: Vec[][] = [-1, 1].map((side) => [
    [x, (side * GOAL_WIDTH) / 2, 0],
    [x, (side * GOAL_WIDTH) / 2, GOAL_HEIGHT],
  ]);
  const net: Point[] = [
    project([x, -GOAL_WIDTH / 2, GOAL_HEIGHT]),
    project([back, -GOAL_WIDTH / 2, GOAL_HEIGHT * 0.6]),
    project([back, -GOAL_WIDTH / 2, 0]),
    project([back, GOAL_WIDTH / 2, 0]),
    project([back, GOAL_WIDTH / 2, GOAL_HEIGHT * 0.6]),
    project([x, GOAL_WIDTH / 2, GOAL_HEIGHT]),
  ];
  const frame = [
    posts[0]![0]!,
    posts[0]![1]!,
    [x, GOAL_WIDTH / 2, GOAL_HEIGHT] as Vec,
    [x, GOAL_WIDTH / 2, 0] as Vec,
  ].map(project);
  return [
    polygon(
      net,
      `fill="url(#net)" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${fmt(lineWidth * 0.5)}"`,
    ),
    polyline(frame, `stroke="#ffffff" stroke-width="${fmt(lineWidth * 1.5)}" stroke-linejoin="round"`),
  ].join("");
}

/** Floodlight: a pole from the ground and a lamp head, with a glow at night. */
function floodlight(project: Project, at: Vec, scene: Scene, index: number): string {
  const base = project(at);
  const top = project([at[0], at[1], POLE]);
  const width = Math.max(1.5, Math.abs(base[1] - top[1]) / 60);
  const lit = scene.light === "night" || scene.light === "evening";
  const glow = lit
    ? `<circle cx="${fmt(top[0])}" cy="${fmt(top[1])}" r="${fmt(width * 16)}" fill="url(#lamp)" opacity="${scene.light === "night" ? 0.95 : 0.6}"/>`
    : "";
  return (
    `<line x1="${fmt(base[0])}" y1="${fmt(base[1])}" x2="${fmt(top[0])}" y2="${fmt(top[1])}" stroke="#2f3338" stroke-width="${fmt(width)}" stroke-linecap="round"/>` +
    `<rect x="${fmt(top[0] - width * 3)}" y="${fmt(top[1] - width * 1.5)}" width="${fmt(width * 6)}" height="${fmt(width * 2.4)}" rx="${fmt(width * 0.6)}" fill="${lit ? "#fffbe8" : "#c9ced3"}" stroke="#2f3338" stroke-width="${fmt(width * 0.4)}" data-lamp="${index}"/>` +
    glow
  );
}

/** The fence: a post-and-net wall around the run-off (only its far sides in perspective). */
function fence(project: Project, camera: Camera): string {
  const x = L / 2 + RUNOFF;
  const y = W / 2 + RUNOFF;
  const corners: Vec[] = [
    [-x, -y, 0],
    [x, -y, 0],
    [x, y, 0],
    [-x, y, 0],
  ];
  const sides = corners.map((a, i) => [a, corners[(i + 1) % 4]!] as const);
  const eye = camera.eye;
  const parts: string[] = [];
  for (const [a, b] of sides) {
    if (eye) {
      // Keep a side only when the camera sees its inner face (it stands outside the eye's half-plane).
      const mid: Vec = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, 0];
      const inward: Vec = [
        -Math.sign(mid[0]) * (Math.abs(mid[0]) > x - 0.1 ? 1 : 0),
        -Math.sign(mid[1]) * (Math.abs(mid[1]) > y - 0.1 ? 1 : 0),
        0,
      ];
      if (dot(sub(eye, mid), inward) <= 0) continue;
    }
    const wall = [a, b, [b[0], b[1], FENCE] as Vec, [a[0], a[1], FENCE] as Vec].map(project);
    parts.push(polygon(wall, `fill="url(#mesh)" stroke="#23292e" stroke-width="1.2"`));
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const posts = Math.round(length / 5);
    for (let i = 0; i <= posts; i += 1) {
      const t = i / posts;
      const p: Vec = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, 0];
      const [x1, y1] = project(p);
      const [x2, y2] = project([p[0], p[1], FENCE]);
      parts.push(
        `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="#2a3036" stroke-width="1.6"/>`,
      );
    }
  }
  return parts.join("");
}

/** A row of soft tree and building shapes along the horizon. */
function skyline(horizon: number, scene: Scene, seed: number): string {
  const shapes: string[] = [];
  const dark = scene.light === "night" ? "#0d1220" : scene.light === "evening" ? "#5b4a3d" : "#55704f";
  const far = scene.light === "night" ? "#151c30" : scene.light === "evening" ? "#8f6f55" : "#7d9476";
  let x = -20;
  let n = seed;
  while (x < WIDTH + 20) {
    n = (n * 1103515245 + 12345) % 2147483648;
    const w = 30 + (n % 70);
    const h = 10 + ((n >> 8) % 40);
    const building = (n >> 4) % 3 === 0;
    shapes.push(
      building
        ? `<rect x="${fmt(x)}" y="${fmt(horizon - h * 1.2)}" width="${fmt(w * 0.7)}" height="${fmt(h * 1.2 + 2)}" fill="${far}"/>`
        : `<ellipse cx="${fmt(x + w / 2)}" cy="${fmt(horizon)}" rx="${fmt(w / 2 + 6)}" ry="${fmt(h)}" fill="${dark}"/>`,
    );
    x += w * 0.8;
  }
  return shapes.join("");
}

function draw(variant: Variant, index: number): string {
  const scene = scenes[variant.scene]!;
  const [light, darkTurf] = turfs[variant.turf]!;
  const { project, horizon } = projector(variant.camera);
  const lineWidth = Math.max(1.4, Math.abs(project([0, 0, 0])[0] - project([0.12, 0.12, 0])[0]) + 1.2);
  const out: string[] = [];

  const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>
<radialGradient id="lamp"><stop offset="0" stop-color="#fffef2" stop-opacity="1"/><stop offset="0.25" stop-color="${scene.haze}" stop-opacity="0.55"/><stop offset="1" stop-color="${scene.haze}" stop-opacity="0"/></radialGradient>
<radialGradient id="pool" cx="0.5" cy="0.55" r="0.65"><stop offset="0" stop-color="#ffffff" stop-opacity="${scene.light === "night" ? 0.22 : scene.light === "sun" ? 0.16 : 0.08}"/><stop offset="1" stop-color="#000000" stop-opacity="${scene.light === "night" ? 0.45 : 0.12}"/></radialGradient>
<linearGradient id="warm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.haze}" stop-opacity="${scene.light === "evening" ? 0.28 : scene.light === "sun" ? 0.12 : 0}"/><stop offset="1" stop-color="${scene.haze}" stop-opacity="0"/></linearGradient>
<pattern id="mesh" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="7" fill="#1f2a26" fill-opacity="0.18"/><path d="M0 0H7M0 0V7" stroke="#c9d3cf" stroke-opacity="0.45" stroke-width="0.7"/></pattern>
<pattern id="net" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="#ffffff" fill-opacity="0.08"/><path d="M0 0H4M0 0V4" stroke="#ffffff" stroke-opacity="0.6" stroke-width="0.5"/></pattern>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${index + 3}"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0.1  0 0 0 0 0  0 0 0 0.16 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${scene.light === "night" ? 0.5 : 0.28}"/></radialGradient>
</defs>`;
  out.push(defs);

  // Sky and ground (perspective), or the surroundings seen from above.
  if (horizon !== null) {
    out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`);
    if (scene.light === "night")
      for (let i = 0; i < 40; i += 1) {
        const sx = (i * 197 + index * 61) % WIDTH;
        const sy = ((i * 89 + index * 37) % Math.max(horizon - 20, 10)) + 4;
        out.push(
          `<circle cx="${sx}" cy="${fmt(sy)}" r="${i % 5 === 0 ? 1.2 : 0.7}" fill="#ffffff" opacity="0.7"/>`,
        );
      }
    if (scene.light === "sun" || scene.light === "evening") {
      const sunX = 120 + ((index * 173) % 560);
      out.push(
        `<circle cx="${sunX}" cy="${fmt(Math.max(horizon - 60, 30))}" r="70" fill="url(#lamp)" opacity="0.8"/>`,
      );
    }
    out.push(skyline(horizon, scene, index + 7));
    out.push(
      `<rect x="0" y="${fmt(horizon)}" width="${WIDTH}" height="${fmt(HEIGHT - horizon)}" fill="${scene.ground}"/>`,
    );
  } else {
    out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.ground}"/>`);
    const big = L / 2 + RUNOFF + 40;
    out.push(polygon(groundRect(project, -big, -big, big, big), `fill="${scene.ground}"`));
    // A path and a strip of trees along one side.
    out.push(
      polygon(
        groundRect(project, -big, W / 2 + RUNOFF + 3, big, W / 2 + RUNOFF + 6),
        `fill="#b9b2a3" opacity="0.7"`,
      ),
    );
    for (let i = 0; i < 14; i += 1) {
      const [tx, ty] = project([-L / 2 - 4 + i * 3.7, -(W / 2 + RUNOFF + 5 + (i % 3)), 0]);
      out.push(
        `<circle cx="${fmt(tx)}" cy="${fmt(ty)}" r="${14 + (i % 4) * 3}" fill="#2f5b35" opacity="0.9"/>`,
      );
      out.push(
        `<circle cx="${fmt(tx - 4)}" cy="${fmt(ty - 4)}" r="${8 + (i % 3) * 2}" fill="#3f7446" opacity="0.9"/>`,
      );
    }
  }

  // Run-off (the carpet beyond the lines) and the mowing-style stripes.
  const ex = L / 2 + RUNOFF;
  const ey = W / 2 + RUNOFF;
  out.push(polygon(groundRect(project, -ex, -ey, ex, ey), `fill="${darkTurf}"`));
  const stripeWidth = (2 * ex) / variant.stripes;
  for (let i = 0; i < variant.stripes; i += 1) {
    if (i % 2 === 1) continue;
    out.push(
      polygon(
        groundRect(project, -ex + i * stripeWidth, -ey, -ex + (i + 1) * stripeWidth, ey),
        `fill="${light}"`,
      ),
    );
  }
  out.push(polygon(groundRect(project, -ex, -ey, ex, ey), `fill="#000000" filter="url(#grain)"`));

  // Lines: touchlines, halfway line, centre circle and spot, penalty areas and spots.
  const stroke = `stroke="#f7f9f4" stroke-width="${fmt(lineWidth)}" stroke-linejoin="round" stroke-opacity="0.92"`;
  out.push(polygon(groundRect(project, -L / 2, -W / 2, L / 2, W / 2), `fill="none" ${stroke}`));
  out.push(polyline([project([0, -W / 2, 0]), project([0, W / 2, 0])], stroke));
  out.push(polygon(groundArc(project, 0, 0, 3, 0, Math.PI * 2), `fill="none" ${stroke}`));
  for (const end of [-1, 1] as const) {
    const x = (end * L) / 2;
    out.push(
      polyline(
        groundArc(
          project,
          x,
          0,
          6,
          end === -1 ? -Math.PI / 2 : Math.PI / 2,
          end === -1 ? Math.PI / 2 : (Math.PI * 3) / 2,
        ),
        stroke,
      ),
    );
    const spot = project([x - end * 6, 0, 0]);
    out.push(
      `<circle cx="${fmt(spot[0])}" cy="${fmt(spot[1])}" r="${fmt(lineWidth * 1.1)}" fill="#f7f9f4"/>`,
    );
  }
  const centre = project([0, 0, 0]);
  out.push(
    `<circle cx="${fmt(centre[0])}" cy="${fmt(centre[1])}" r="${fmt(lineWidth * 1.3)}" fill="#f7f9f4"/>`,
  );

  // Light over the turf, goals, fence and floodlights.
  out.push(polygon(groundRect(project, -ex, -ey, ex, ey), `fill="url(#pool)"`));
  out.push(goal(project, -1, lineWidth), goal(project, 1, lineWidth));
  out.push(fence(project, variant.camera));
  const poles: Vec[] = [
    [-ex, -ey, 0],
    [0, -ey, 0],
    [ex, -ey, 0],
    [-ex, ey, 0],
    [0, ey, 0],
    [ex, ey, 0],
  ];
  const eye = variant.camera.eye;
  poles
    .filter((p) => !eye || Math.sign(p[1]) !== Math.sign(eye[1]) || Math.abs(eye[1]) < ey)
    .forEach((p, i) => out.push(floodlight(project, p, scene, i)));

  out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#warm)"/>`);
  out.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="Halı saha">\n${out.join("\n")}\n</svg>\n`;
}

const folder = join(dirname(fileURLToPath(import.meta.url)), "..", "assets", "images", "facilities");
mkdirSync(folder, { recursive: true });
for (const [index, variant] of variants.entries()) {
  const svg = draw(variant, index);
  writeFileSync(join(folder, demoImageFile(index)), svg);
  // Encoded as an upload's card is (images.ts): same width, same quality.
  const card = await sharp(Buffer.from(svg)).resize({ width: IMAGE_WIDTHS.card }).webp({ quality: 80 }).toBuffer();
  writeFileSync(join(folder, demoCardFile(index)), card);
}
console.log(`${variants.length} pictures in ${folder}`);
