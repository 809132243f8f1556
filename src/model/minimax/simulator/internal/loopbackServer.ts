/* spring-ai-ts, Apache-2.0. Internal: starting and stopping the HTTP servers of the simulator and the recording proxy. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { MiniMaxSimulatorAddress } from '../MiniMaxSimulatorAddress.js';

/** A listening server, the sockets it has open and its addresses. */
export interface ListeningServer {
  readonly server: Server;
  readonly sockets: Set<Socket>;
  readonly address: MiniMaxSimulatorAddress;
}

/**
 * Listens on `host` (default `127.0.0.1`) and `port` (default 0: an ephemeral port), tracking the
 * open sockets so that {@link shutDown} can end them; rejects with the server's listen error.
 */
export async function listen(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: { host?: string | undefined; port?: number | undefined; noDelay?: boolean },
): Promise<ListeningServer> {
  const server = createServer(handler);
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    if (options.noDelay) socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const bound = server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : 0;
  const baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { server, sockets, address: { baseUrl, openAiBaseUrl: `${baseUrl}/v1`, port } };
}

/** Stops accepting, ends every open connection at once, and resolves when the server has closed. */
export function shutDown(listening: Pick<ListeningServer, 'server' | 'sockets'>): Promise<void> {
  const closed = new Promise<void>((resolve) => listening.server.close(() => resolve()));
  listening.server.closeAllConnections();
  for (const socket of listening.sockets) socket.destroy();
  return closed;
}
