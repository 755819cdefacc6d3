import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSocketRevoked } from './auth';
import { clearAll, getToken, setToken } from './storage';

// A socket told "revoked" ends the session, unless this tab got a newer token since it opened
// the socket (it changed its own password): then the socket reconnects with the new token.

const socketOpenedWith = () => ({ auth: {} as unknown, connect: vi.fn() });

afterEach(() => clearAll());

describe('onSocketRevoked', () => {
  it('ends the session when the socket carried the token still stored', () => {
    setToken('ancien.jeton');
    const socket = socketOpenedWith();
    onSocketRevoked(socket, 'ancien.jeton');
    expect(getToken()).toBeFalsy();
    expect(socket.connect).not.toHaveBeenCalled();
  });

  it('reconnects with the tab’s newer token after its own password change', () => {
    setToken('nouveau.jeton');
    const socket = socketOpenedWith();
    onSocketRevoked(socket, 'ancien.jeton');
    expect(getToken()).toBe('nouveau.jeton');
    expect(socket.auth).toEqual({ token: 'nouveau.jeton' });
    expect(socket.connect).toHaveBeenCalledOnce();
  });
});
