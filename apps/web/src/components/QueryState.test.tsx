import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState, type ResourceQuery } from './QueryState';

function renderState(query: ResourceQuery<{ name: string }>) {
  return render(
    <QueryState query={query} skeleton={<p>chargement</p>} error={<p role="alert">échec</p>}>
      {(data) => <p>{data.name}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the skeleton while loading, even for a query not started yet', () => {
    const { container } = renderState({ isPending: true, isError: false, data: undefined });
    expect(container.textContent).toBe('chargement');
  });

  it('shows the error when the load failed, never stale content', () => {
    renderState({ isPending: false, isError: true, data: { name: 'Léa' } });
    expect(screen.getByRole('alert').textContent).toBe('échec');
    expect(screen.queryByText('Léa')).toBeNull();
  });

  it('renders the content with the loaded data', () => {
    const { container } = renderState({ isPending: false, isError: false, data: { name: 'Léa' } });
    expect(container.textContent).toBe('Léa');
  });
});
