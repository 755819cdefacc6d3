// A fake Socket.IO client for component tests: records emits, lets the test push server events
// and choose the server's acknowledgement. Tests mock socket.io-client with it:
//   vi.mock('socket.io-client', async () => ({ io: (await import('../../test-socket')).fakeIo }));

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Handler[]>();
const defaultAck = (payload: unknown): unknown => ({ ok: true, message: payload });

export const fakeSocket = {
  connected: true,
  /** Trying to connect (socket.io-client's `active`): false once closed for good. */
  active: true,
  emitted: [] as { event: string; payload: unknown }[],
  /** What the server answers to an emit with acknowledgement. */
  ack: defaultAck,
  on(event: string, handler: Handler) {
    handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    return fakeSocket;
  },
  off(event: string, handler: Handler) {
    handlers.set(
      event,
      (handlers.get(event) ?? []).filter((h) => h !== handler),
    );
    return fakeSocket;
  },
  emit(event: string, payload: unknown) {
    fakeSocket.emitted.push({ event, payload });
    return fakeSocket;
  },
  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        fakeSocket.emitted.push({ event, payload });
        return fakeSocket.ack(payload);
      },
    };
  },
  connect: () => fakeSocket,
  close: () => fakeSocket,
  /** Pushes a server event to the handlers the component registered. */
  fire(event: string, ...args: unknown[]) {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  },
  /** Back to a connected socket with no handler, no emit and the default acknowledgement. */
  reset() {
    handlers.clear();
    fakeSocket.connected = true;
    fakeSocket.active = true;
    fakeSocket.emitted = [];
    fakeSocket.ack = defaultAck;
  },
};

export const fakeIo = () => fakeSocket;
