import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@kollabo/shared';
import { OfferMessage } from './OfferMessage';

// jsdom lays nothing out: the text's full height is given through scrollHeight, as a browser
// measures it (a clamped box keeps its full scrollHeight, and clientHeight the clamp).
function withTextHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

describe('OfferMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a one-line message whole, with no voir plus', () => {
    withTextHeight(22);
    render(<OfferMessage text="Bonjour, disponible dès lundi." />);
    const text = screen.getByText('Bonjour, disponible dès lundi.');
    expect(text.className).not.toMatch(/collapsed/);
    expect(screen.queryByRole('button', { name: MSG.offers.seeMore })).toBeNull();
  });

  it('collapses a taller message and opens it with voir plus, closes with voir moins', async () => {
    withTextHeight(120);
    render(<OfferMessage text={'Ligne\n'.repeat(5)} />);
    const text = screen.getByText(/Ligne/);
    expect(text.className).toMatch(/collapsed/);
    await userEvent.click(screen.getByRole('button', { name: MSG.offers.seeMore }));
    expect(text.className).not.toMatch(/collapsed/);
    await userEvent.click(screen.getByRole('button', { name: MSG.offers.seeLess }));
    expect(text.className).toMatch(/collapsed/);
  });
});
