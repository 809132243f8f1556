/* spring-ai-ts, Apache-2.0. Barrel of the recorded-wire tools (record, replay, compare). */
export type { MiniMaxWireExchange } from './MiniMaxWireExchange.js';
export { MiniMaxWireRecording } from './MiniMaxWireRecording.js';
export { MiniMaxRecordingProxy } from './MiniMaxRecordingProxy.js';
export type { MiniMaxRecordingProxyOptions } from './MiniMaxRecordingProxyOptions.js';
export { MiniMaxWireNormalizer } from './MiniMaxWireNormalizer.js';
export { MiniMaxWireComparator } from './MiniMaxWireComparator.js';
export type {
  MiniMaxWireComparison,
  MiniMaxWireDifference,
  MiniMaxWireMessageRow,
  MiniMaxWireRoundComparison,
} from './MiniMaxWireComparison.js';
export { MiniMaxWireTextReport } from './MiniMaxWireTextReport.js';
export { MiniMaxWireHtmlReport } from './MiniMaxWireHtmlReport.js';
