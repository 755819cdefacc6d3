import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './useAfterFirstPaint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('calls back in a task after the next frame, not in the frame itself', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const then = vi.fn();
    afterNextPaint(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled(); // no frame yet
    frames[0]?.(0);
    expect(then).not.toHaveBeenCalled(); // the frame is not painted yet
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
  });

  it('does not call back once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(0), 16),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
    const then = vi.fn();
    afterNextPaint(then)();
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
  });

  it('does not wait for a frame in a hidden tab (none comes)', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const then = vi.fn();
    afterNextPaint(then);
    vi.runAllTimers();
    expect(then).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
