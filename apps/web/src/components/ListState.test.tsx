import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { ListState, type ListQuery } from './ListState';

const settled: ListQuery = { isPending: false };

function renderList(query: ListQuery, items: string[], empty?: string) {
  return render(
    <ListState query={query} items={items} empty={empty}>
      {(shown) => (
        <ul aria-label="liste">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
}

describe('ListState', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the skeleton while the first page loads, and neither items nor empty text', () => {
    renderList({ isPending: true }, [], 'Aucun projet');
    expect(screen.getByRole('status', { name: MSG.ui.loading })).toBeTruthy();
    expect(screen.queryByText('Aucun projet')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the spec's empty text when nothing came, and nothing without one", () => {
    const { unmount } = renderList(settled, [], 'Aucun projet');
    expect(screen.getByText('Aucun projet')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    const { container } = renderList(settled, []);
    expect(container.textContent).toBe('');
  });

  it('renders the items, then "Afficher plus" only while there is a next page', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender } = renderList(
      { isPending: false, hasNextPage: true, isFetchingNextPage: false, fetchNextPage },
      ['a', 'b'],
      'Aucun projet',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByText('Aucun projet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.ui.loadMore }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(
      <ListState
        query={{ isPending: false, hasNextPage: false, isFetchingNextPage: false, fetchNextPage }}
        items={['a', 'b']}
      >
        {(shown) => <p>{shown.join(',')}</p>}
      </ListState>,
    );
    expect(screen.queryByRole('button', { name: MSG.ui.loadMore })).toBeNull();
  });

  it('only logs a failed load, once, and then shows the empty text (spec)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('HTTP 500');
    const { rerender } = renderList({ isPending: false, error: failure }, [], 'Aucun projet');
    rerender(
      <ListState query={{ isPending: false, error: failure }} items={[]} empty="Aucun projet">
        {() => null}
      </ListState>,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(failure);
    expect(screen.getByText('Aucun projet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
