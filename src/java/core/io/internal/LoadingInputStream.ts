/* spring-ai-ts, Apache-2.0. The InputStream the resources hand out: reads its content on first use. */
import { InputStream } from '../InputStream.js';

/** An {@link InputStream} whose content comes from `loader`, run once on the first read. */
export class LoadingInputStream extends InputStream {
  constructor(private readonly loader: () => Promise<Uint8Array>) {
    super();
  }

  protected override load(): Promise<Uint8Array> {
    return this.loader();
  }
}
