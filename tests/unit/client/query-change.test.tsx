/**
 * Filters kept in the address (lib/useQueryChange): two changes made before the next render both
 * land, as when an author sets the novel and then the pin filter in quick succession.
 */
import * as React from 'react';
import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useQueryChange } from '../../../src/client/lib/useQueryChange';

afterEach(cleanup);

let changeQuery!: ReturnType<typeof useQueryChange>[1];
function Filters() {
  const [params, change] = useQueryChange();
  changeQuery = change;
  const location = useLocation();
  return (
    <p>
      <span data-testid="search">{location.search}</span>
      <span data-testid="book">{params.get('book') ?? ''}</span>
    </p>
  );
}

it('keeps both of two changes made before the page renders again', () => {
  render(
    <MemoryRouter initialEntries={['/commentManage?reply=unreplied']}>
      <Filters />
    </MemoryRouter>,
  );
  act(() => {
    changeQuery((next) => next.set('book', '7'));
    changeQuery((next) => next.set('pinned', 'unpinned'));
  });
  expect(screen.getByTestId('search').textContent).toBe('?reply=unreplied&book=7&pinned=unpinned');
  expect(screen.getByTestId('book').textContent).toBe('7');
});

it('starts from the address once it changed without it (Back, a link)', () => {
  render(
    <MemoryRouter initialEntries={['/commentManage?reply=all']}>
      <Filters />
    </MemoryRouter>,
  );
  act(() => changeQuery((next) => next.set('book', '7')));
  act(() => changeQuery((next) => next.delete('reply')));
  expect(screen.getByTestId('search').textContent).toBe('?book=7');
});
