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

/** The text's width at full size (what its font makes of it), and the card's room. */
let naturalWidth = 300;
let room = 150;
const scaleOf = (el: HTMLElement) => Number(/\* ([\d.]+)\)$/.exec(el.style.fontSize)?.[1] ?? 1);
const saved = {
  observer: globalThis.ResizeObserver,
  rect: Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!,
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
};

beforeEach(() => {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: HTMLElement) {
      const width = this.parentElement?.dataset.part === 'value' ? naturalWidth * scaleOf(this) : 0;
      return { width, height: 0, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, toJSON: () => ({}) };
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset?.part === 'value' ? room : 0;
    },
  });
});
afterEach(() => {
  globalThis.ResizeObserver = saved.observer;
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', saved.rect);
  Object.defineProperty(Element.prototype, 'clientWidth', saved.clientWidth);
  observed.clear();
  naturalWidth = 300;
  room = 150;
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

  it('fits to the same size whatever widths the card went through on its way', async () => {
    const figure = (
      <FluentProvider theme={webLightTheme}>
        <StatCard label="Created" value="2026-11-23 20:53:02" />
      </FluentProvider>
    );
    naturalWidth = 301;
    const direct = render(figure);
    const directText = direct.container.querySelector<HTMLElement>('[data-part="value"] > span')!;
    const fittedDirectly = scaleOf(directText);
    direct.unmount();

    // Laid out narrower first (the window before its scrollbar went away), then at the same room.
    room = 100;
    const { container } = render(figure);
    const text = container.querySelector<HTMLElement>('[data-part="value"] > span')!;
    expect(scaleOf(text)).toBe(0.33);
    room = 150;
    await act(async () => observed.get(text)?.());
    expect(scaleOf(text)).toBe(fittedDirectly);
  });

  it('follows the card a hundredth at a time', async () => {
    naturalWidth = 1000;
    room = 280;
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <StatCard label="Created" value="2026-11-23 20:53:02" />
      </FluentProvider>,
    );
    const text = container.querySelector<HTMLElement>('[data-part="value"] > span')!;
    expect(scaleOf(text)).toBe(0.28);
    room = 290;
    await act(async () => observed.get(text)?.());
    expect(scaleOf(text)).toBe(0.29);
  });
});
