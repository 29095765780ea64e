/** A sampled point of a stroke, in CSS pixels, with the pen's pressure (0–1). */
export interface InkPoint {
  x: number;
  y: number;
  pressure: number;
}

export type Stroke = InkPoint[];

/** Line width for a stroke: thicker with more pressure; mice report 0.5. */
export const strokeWidth = (stroke: Stroke) => {
  const pressure = stroke.reduce((sum, p) => sum + p.pressure, 0) / Math.max(stroke.length, 1);
  return 1.5 + 2.5 * Math.min(Math.max(pressure, 0.1), 1);
};

/**
 * Draws strokes as smooth curves: each segment a quadratic curve through the
 * midpoints of the samples, with the sample as its control point.
 */
export function drawStrokes(ctx: CanvasRenderingContext2D, strokes: readonly Stroke[], ink: string) {
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    const width = strokeWidth(stroke);
    if (stroke.length === 1) {
      ctx.beginPath();
      ctx.arc(stroke[0].x, stroke[0].y, width / 2, 0, Math.PI * 2);
      ctx.fill();
      continue;
    }
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(stroke[0].x, stroke[0].y);
    for (let i = 1; i < stroke.length; i++) {
      const prev = stroke[i - 1];
      const mid = { x: (prev.x + stroke[i].x) / 2, y: (prev.y + stroke[i].y) / 2 };
      if (i === 1) ctx.lineTo(mid.x, mid.y);
      else ctx.quadraticCurveTo(prev.x, prev.y, mid.x, mid.y);
    }
    const last = stroke[stroke.length - 1];
    ctx.lineTo(last.x, last.y);
    ctx.stroke();
  }
}

/** Writes a typed name across the pad in a script face, shrunk to fit its width. */
export function drawTypedName(ctx: CanvasRenderingContext2D, name: string, width: number, height: number, font: string, ink: string) {
  const text = name.trim();
  if (!text) return;
  const padding = Math.min(24, width * 0.06);
  let size = Math.min(56, height * 0.45);
  ctx.font = `italic ${size}px ${font}`;
  while (size > 12 && ctx.measureText(text).width > width - padding * 2) {
    size -= 2;
    ctx.font = `italic ${size}px ${font}`;
  }
  ctx.fillStyle = ink;
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'start';
  ctx.fillText(text, padding, height * 0.7);
}
