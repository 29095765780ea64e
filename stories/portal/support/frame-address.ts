type Globals = Record<string, unknown>;

/** What the preview reads back from a `globals=` link (it drops other values, so they are not sent). */
const LINKABLE = /^[\w -]*$/;

/**
 * The toolbar's choices a story frame opens with, as a link's `globals=` value (`site:inkwell;locale:de`):
 * only those that differ from the book's initial globals, so a frame in the defaults opens at Storybook's own
 * address. Values a link cannot carry (objects, other characters) are left to the frame's own defaults.
 */
export function globalsParam(globals: Globals, initialGlobals: Globals): string {
  return Object.entries(globals)
    .filter(([key, value]) => value !== initialGlobals[key] && LINKABLE.test(key) && ['string', 'number', 'boolean'].includes(typeof value) && LINKABLE.test(String(value)))
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(';');
}

/**
 * The story's own page in the preview, as Storybook's docs frame opens it (its base address, `PREVIEW_URL` where
 * the book sets one), with the toolbar's globals.
 */
export function storyFrameHref(storyId: string, globals: string, previewUrl = 'iframe.html'): string {
  const [base, query = ''] = previewUrl.split('?');
  const params = new URLSearchParams(query);
  params.set('viewMode', 'story');
  params.set('id', storyId);
  if (globals) params.set('globals', globals);
  return `${base}?${params.toString()}`;
}
