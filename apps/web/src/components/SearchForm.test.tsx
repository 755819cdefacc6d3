import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('searches on submit only, with the text trimmed and capped', () => {
    const onSearch = vi.fn();
    render(
      <SearchForm
        label="Rechercher un projet"
        hideLabel
        submitLabel="Rechercher"
        maxLength={10}
        onSearch={onSearch}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Rechercher un projet' });
    expect(field).toHaveProperty('placeholder', 'Rechercher un projet');
    expect(field).toHaveProperty('maxLength', 10);
    fireEvent.change(field, { target: { value: '  beauté ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(onSearch).toHaveBeenCalledWith('beauté');
  });

  it('shows its label when not hidden', () => {
    render(<SearchForm label="Code" submitLabel="Chercher" maxLength={64} onSearch={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy();
  });
});
