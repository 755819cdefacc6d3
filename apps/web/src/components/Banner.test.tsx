import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Banner, useBanner } from './Banner';

function Harness({ kind }: { kind: 'success' | 'error' }) {
  const banner = useBanner();
  return (
    <>
      <button type="button" onClick={() => banner.show(kind, 'Mise à jour effectuée avec succès.')}>
        show
      </button>
      <Banner message={banner.message} onClear={banner.clear} />
    </>
  );
}

describe('Banner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears itself after 6 s', () => {
    vi.useFakeTimers();
    render(<Harness kind="success" />);
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByRole('status').textContent).toContain('Mise à jour effectuée avec succès.');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors as alerts and restarts its timer when shown again', () => {
    vi.useFakeTimers();
    render(<Harness kind="error" />);
    const show = screen.getByRole('button', { name: 'show' });
    act(() => show.click());
    act(() => vi.advanceTimersByTime(4000));
    act(() => show.click());
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
