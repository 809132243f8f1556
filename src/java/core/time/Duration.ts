/* spring-ai-ts, Apache-2.0. java.time.Duration is js-joda's (@js-joda/core), the one Duration of the library. */
export { Duration } from '@js-joda/core';
