/**
 * A figure too wide for its card is drawn smaller, and fitted again when its text's width changes
 * without the card's: a brand face that arrives after the first measure is wider or narrower.
 */
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StatCard } from '../../../../design-system/src/components/StatCard/StatCard';

const observed = new Map<Element, () => void>();
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(target: Element) {
    observed.set(target, this.callback);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {
    observed.clear();
  }
}

/** The text's width at full size (what its font makes of it); the card's room is 150 px. */
let naturalWidth = 300;
const scaleOf = (el: HTMLElement) => Number(/\* ([\d.]+)\)$/.exec(el.style.fontSize)?.[1] ?? 1);
const saved = {
  observer: globalThis.ResizeObserver,
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!,
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
};

beforeEach(() => {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement?.dataset.part === 'value' ? Math.round(naturalWidth * scaleOf(this)) : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset?.part === 'value' ? 150 : 0;
    },
  });
});
afterEach(() => {
  globalThis.ResizeObserver = saved.observer;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', saved.offsetWidth);
  Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
  observed.clear();
  naturalWidth = 300;
});

describe('StatCard figure fitting', () => {
  it('draws a too-wide figure smaller, and again when its font makes it wider', async () => {
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <StatCard label="Next release" value="2026-12-04 18:00:00" />
      </FluentProvider>,
    );
    const text = container.querySelector<HTMLElement>('[data-part="value"] > span')!;
    expect(scaleOf(text)).toBe(0.5);

    // The brand face arrives: the same figure is wider at full size; the card's width has not changed.
    naturalWidth = 400;
    await act(async () => observed.get(text)?.());
    expect(scaleOf(text)).toBe(0.37);
  });
});
