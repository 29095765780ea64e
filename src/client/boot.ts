/**
 * The portal's entry. A prerendered page (scripts/prerender.mjs) is painted before the portal's
 * code is even asked for: its document names that code in an inert template, put into the head here
 * after the first frame (all of it in one wave), and the portal takes over once it is in. Elsewhere
 * the document preloads the code itself, and the wait is one frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

void afterFirstPaint().then(() => {
  const preloads = document.getElementById('wc-preloads');
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  return import('./main');
});
