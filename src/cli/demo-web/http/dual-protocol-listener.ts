import { createServer, type Server, type Socket } from 'node:net';

/** The first byte of every TLS connection: a handshake record. */
const TLS_HANDSHAKE = 0x16;

interface ConnectionTarget {
  emit(event: 'connection', socket: Socket): boolean;
}

/**
 * A TCP listener that speaks both schemes on one port: a connection that opens with a TLS handshake
 * goes to the HTTPS server, anything else to the plain HTTP server. This is what lets a single
 * Chromium rule (`MAP * 127.0.0.1:<port>`) reach the fixture web over https:// and http:// alike.
 * Every accepted socket is added to `sockets` until it closes, so the owner can destroy them on stop.
 */
export function dualProtocolListener(
  https: ConnectionTarget,
  http: ConnectionTarget,
  sockets: Set<Socket>,
): Server {
  function dispatch(socket: Socket): void {
    const first = socket.read(1) as Buffer | null;
    if (first === null) {
      if (socket.readableEnded) socket.destroy();
      else socket.once('readable', () => dispatch(socket));
      return;
    }
    socket.unshift(first);
    (first[0] === TLS_HANDSHAKE ? https : http).emit('connection', socket);
  }

  return createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // Resets by the browser are normal (aborted beacons, closed tabs); never let them crash the server.
    socket.on('error', () => socket.destroy());
    dispatch(socket);
  });
}
