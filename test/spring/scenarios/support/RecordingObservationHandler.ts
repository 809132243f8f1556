import type { ObservationContext, ObservationHandler } from 'spring-ai-ts';

const WAIT_FOR_STOP_MILLIS = 2000;

/**
 * Records every observation that starts, in start order: its name, contextual name,
 * low-cardinality key values (sorted) and whether it stopped. The values are read when asked, after
 * waiting a little for observations still running: a stream's observations stop just after its
 * last element reached the subscriber.
 */
export class RecordingObservationHandler implements ObservationHandler<ObservationContext> {
  private readonly started: ObservationContext[] = [];
  private readonly stopped = new Set<ObservationContext>();

  onStart(context: ObservationContext): void {
    this.started.push(context);
  }

  onStop(context: ObservationContext): void {
    this.stopped.add(context);
  }

  supportsContext(context: ObservationContext): boolean {
    return true;
  }

  async observations(): Promise<Array<Map<string, unknown>>> {
    const deadline = Date.now() + WAIT_FOR_STOP_MILLIS;
    while (this.stopped.size < this.started.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const rows: Array<Map<string, unknown>> = [];
    for (const context of this.started) {
      const row = new Map<string, unknown>();
      row.set('name', context.getName());
      row.set('contextualName', context.getContextualName());
      row.set('lowCardinalityKeyValues', context.getLowCardinalityKeyValues()
        .stream()
        .map((keyValue) => `${keyValue.getKey()}=${keyValue.getValue()}`)
        .sort());
      row.set('stopped', this.stopped.has(context));
      rows.push(row);
    }
    return rows;
  }
}
