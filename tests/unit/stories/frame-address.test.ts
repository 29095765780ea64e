import { describe, expect, it } from 'vitest';
import { globalsParam, storyFrameHref } from '../../../stories/portal/support/frame-address';

const initial = { site: 'default', locale: 'en', colorMode: 'light', measureEnabled: false };

describe("a screen docs frame's address", () => {
  it("carries the toolbar's choices that differ from the book's defaults", () => {
    expect(globalsParam({ ...initial, site: 'inkwell', colorMode: 'dark', locale: 'de' }, initial)).toBe('site:inkwell;locale:de;colorMode:dark');
    expect(globalsParam({ ...initial, locale: 'fil' }, initial)).toBe('locale:fil');
  });

  it("is Storybook's own address in the defaults", () => {
    expect(globalsParam(initial, initial)).toBe('');
    expect(storyFrameHref('screens-dashboard--full', '')).toBe('iframe.html?viewMode=story&id=screens-dashboard--full');
  });

  it('leaves out what a link cannot carry: objects, and characters the preview would drop', () => {
    expect(globalsParam({ ...initial, viewport: { value: 'mobile1', isRotated: false }, note: 'a;b:c', outline: true }, initial)).toBe('outline:true');
  });

  it("keeps the preview's base address and its own query", () => {
    expect(storyFrameHref('screens-my-works--full', 'locale:de', 'preview/iframe.html?mode=x')).toBe('preview/iframe.html?mode=x&viewMode=story&id=screens-my-works--full&globals=locale%3Ade');
  });
});
