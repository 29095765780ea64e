/**
 * The portal's entry. A prerendered page (scripts/prerender.mjs) is painted before the portal's
 * code runs: its modules arrive meanwhile (the document preloads them) and are evaluated only after
 * the first frame, so that evaluation never holds the first paint back. Elsewhere the wait is one
 * frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => import('./main'));
