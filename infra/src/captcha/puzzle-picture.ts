import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * The captcha's picture, painted on the server from the puzzle's seed. The spec fetches a random
 * photo from a public service; we draw a landscape instead, so the page needs no third party
 * (and works offline). The browser gets only the finished images, never where the gap is.
 */
type CanvasRenderingContext2D = SKRSContext2D;

/** A small seeded random source (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  sky: [string, string];
  sun: string;
  /** Far to near. */
  ridges: [string, string, string, string];
  trees: string;
}

const palettes: Palette[] = [
  // Dusk over the Margalla hills.
  { sky: ['#27406b', '#f2a66e'], sun: '#ffe0a6', ridges: ['#a07a8c', '#6e5572', '#433555', '#231d33'], trees: '#17131f' },
  // A clear day in the north.
  { sky: ['#4f9bd0', '#dff1fb'], sun: '#fff8d6', ridges: ['#a9c2d2', '#7697a9', '#3f6c59', '#234432'], trees: '#183325' },
  // Dawn over the plains.
  { sky: ['#e9a38a', '#fbe7cf'], sun: '#fff3dc', ridges: ['#d3a79a', '#a97c78', '#6f5560', '#3b2f3c'], trees: '#2a2029' },
  // A green valley in the afternoon.
  { sky: ['#7fb6d6', '#f4ecd2'], sun: '#fffbe8', ridges: ['#b8c9b3', '#87a580', '#547d4f', '#2f5130'], trees: '#1f3a21' },
];

export function paintPicture(ctx: CanvasRenderingContext2D, width: number, height: number, seed: number): void {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const palette = pick(palettes);

  const sky = ctx.createLinearGradient(0, 0, 0, height * 0.75);
  sky.addColorStop(0, palette.sky[0]);
  sky.addColorStop(1, palette.sky[1]);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  const sunX = width * (0.15 + random() * 0.7);
  const sunY = height * (0.18 + random() * 0.22);
  const glow = ctx.createRadialGradient(sunX, sunY, 4, sunX, sunY, height * 0.45);
  glow.addColorStop(0, `${palette.sun}cc`);
  glow.addColorStop(1, `${palette.sun}00`);
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = palette.sun;
  ctx.beginPath();
  ctx.arc(sunX, sunY, 10 + random() * 8, 0, Math.PI * 2);
  ctx.fill();

  for (let i = 0, clouds = 3 + Math.floor(random() * 4); i < clouds; i++) {
    const cx = random() * width;
    const cy = height * (0.08 + random() * 0.3);
    ctx.fillStyle = `rgba(255, 255, 255, ${0.18 + random() * 0.22})`;
    for (let puff = 0; puff < 4; puff++) {
      ctx.beginPath();
      ctx.ellipse(cx + (puff - 1.5) * 14 + random() * 8, cy + random() * 6, 18 + random() * 14, 7 + random() * 5, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  const ridgeLine = (base: number, roughness: number) => {
    const waves = Array.from({ length: 4 }, (_, k) => ({
      amplitude: roughness / (k + 1),
      frequency: (0.006 + random() * 0.01) * (k + 1),
      phase: random() * Math.PI * 2,
    }));
    return (x: number) => base + waves.reduce((y, w) => y + w.amplitude * Math.sin(w.frequency * x + w.phase), 0);
  };

  let nearest = (_x: number) => height;
  palette.ridges.forEach((colour, layer) => {
    const line = ridgeLine(height * (0.42 + layer * 0.13), 26 - layer * 4);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 4) ctx.lineTo(x, line(x));
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
    // A little haze at each ridge's foot gives the layers depth.
    const haze = ctx.createLinearGradient(0, height * (0.42 + layer * 0.13), 0, height);
    haze.addColorStop(0, 'rgba(255, 255, 255, 0)');
    haze.addColorStop(1, `rgba(255, 255, 255, ${0.12 - layer * 0.03})`);
    ctx.fillStyle = haze;
    ctx.fill();
    nearest = line;
  });

  ctx.fillStyle = palette.trees;
  for (let i = 0, trees = 18 + Math.floor(random() * 18); i < trees; i++) {
    const x = random() * width;
    const foot = nearest(x) + 4;
    const tall = 10 + random() * 18;
    const wide = tall * (0.32 + random() * 0.12);
    ctx.beginPath();
    ctx.moveTo(x, foot - tall);
    ctx.lineTo(x + wide, foot);
    ctx.lineTo(x - wide, foot);
    ctx.closePath();
    ctx.fill();
  }

  // Fine grain, so the piece carries texture and not flat colour.
  for (let i = 0; i < 900; i++) {
    ctx.fillStyle = random() < 0.5 ? 'rgba(255, 255, 255, 0.06)' : 'rgba(0, 0, 0, 0.06)';
    ctx.fillRect(random() * width, random() * height, 1.5, 1.5);
  }
}

/**
 * Trace the jigsaw piece in the square box whose top-left corner is (x, y): a `size` square with
 * a knob on top and on the right and a socket on the left, each of `radius`.
 */
export function tracePiece(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, radius: number): void {
  const { PI } = Math;
  const left = x + 1;
  const top = y + 2 * radius - 1;
  ctx.beginPath();
  ctx.moveTo(left, top);
  ctx.arc(left + size / 2, top - radius + 2, radius, 0.72 * PI, 2.26 * PI);
  ctx.lineTo(left + size, top);
  ctx.arc(left + size + radius - 2, top + size / 2, radius, 1.21 * PI, 2.78 * PI);
  ctx.lineTo(left + size, top + size);
  ctx.lineTo(left, top + size);
  ctx.arc(left + radius - 2, top + size / 2, radius + 0.4, 2.76 * PI, 1.24 * PI, true);
  ctx.closePath();
}

/** A puzzle as drawn: where its gap is (never sent to the browser) and its sizes. */
export interface PuzzleDrawing {
  seed: number;
  gapX: number;
  gapY: number;
  width: number;
  height: number;
  pieceSize: number;
  pieceRadius: number;
  /** The side of the square box the piece (with its bumps) is drawn in. */
  pieceBox: number;
  /** Pixels per CSS pixel, for sharp images on dense screens. */
  scale: number;
}

/** The picture with its gap darkened, and the piece cut from the same picture: two PNGs. */
export function paintPuzzle(puzzle: PuzzleDrawing): { background: Buffer; piece: Buffer } {
  const { width, height, pieceBox, pieceSize, pieceRadius, gapX, gapY, seed, scale } = puzzle;
  const picture = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const pictureContext = picture.getContext('2d');
  pictureContext.scale(scale, scale);
  paintPicture(pictureContext, width, height, seed);

  const background = createCanvas(Math.round(width * scale), Math.round(height * scale));
  const backgroundContext = background.getContext('2d');
  backgroundContext.drawImage(picture, 0, 0);
  backgroundContext.scale(scale, scale);
  tracePiece(backgroundContext, gapX, gapY, pieceSize, pieceRadius);
  backgroundContext.fillStyle = 'rgba(0, 0, 0, 0.5)';
  backgroundContext.fill();
  backgroundContext.lineWidth = 1.5;
  backgroundContext.strokeStyle = 'rgba(255, 255, 255, 0.85)';
  backgroundContext.stroke();

  const piece = createCanvas(Math.round(pieceBox * scale), Math.round(pieceBox * scale));
  const pieceContext = piece.getContext('2d');
  pieceContext.scale(scale, scale);
  pieceContext.save();
  tracePiece(pieceContext, 0, 0, pieceSize, pieceRadius);
  pieceContext.clip();
  pieceContext.drawImage(picture, gapX * scale, gapY * scale, pieceBox * scale, pieceBox * scale, 0, 0, pieceBox, pieceBox);
  pieceContext.restore();
  tracePiece(pieceContext, 0, 0, pieceSize, pieceRadius);
  pieceContext.lineWidth = 2;
  pieceContext.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  pieceContext.stroke();

  return { background: background.toBuffer('image/png'), piece: piece.toBuffer('image/png') };
}
