/* spring-ai-ts, Apache-2.0. PostgreSQL's CancelRequest (what pg_cancel_backend does), sent on a connection of its own. */
import * as net from 'node:net';

/** The protocol code of a CancelRequest (1234 << 16 | 5678). */
const CANCEL_REQUEST_CODE = 80877102;

/**
 * Asks the server to cancel the statement that backend `processId` is running. Resolves when the
 * request is delivered (the server closes the connection without an answer); never rejects.
 */
export function sendCancelRequest(host: string, port: number, processId: number, secretKey: number): Promise<void> {
  return new Promise((resolve) => {
    const packet = Buffer.alloc(16);
    packet.writeInt32BE(16, 0);
    packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
    packet.writeInt32BE(processId, 8);
    packet.writeInt32BE(secretKey, 12);
    const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('connect', () => socket.end(packet));
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}
