/* spring-ai-ts, Apache-2.0. A failure of the simulator itself, answered with its HTTP status. */

/**
 * Raised inside a request handler for errors of the simulator itself (unknown route or scenario,
 * body too large); the handler answers with `status` and a `simulator_error` body.
 *
 * @internal
 */
export class MiniMaxSimulatorFault extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MiniMaxSimulatorFault';
  }
}
