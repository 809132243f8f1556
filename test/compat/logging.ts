// Translated Java that logs through SLF4J (rule: logging) and writes options with ModelOptionsUtils;
// must compile under `strict`. test/compat/logging.test.ts runs it.
import type { ChatClientRequest } from '../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../src/chat/client/ChatClientResponse.js';
import type { CallAdvisor } from '../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { SimpleLoggerAdvisor } from '../../src/chat/client/advisor/SimpleLoggerAdvisor.js';
import type { ChatOptions } from '../../src/chat/prompt/ChatOptions.js';
import type { Logger } from '../../src/java/logging/Logger.js';
import { LoggerFactory } from '../../src/java/logging/LoggerFactory.js';
import { ModelOptionsUtils } from '../../src/model/ModelOptionsUtils.js';

/**
 * Java:
 * ```java
 * public class MyAdvisor implements CallAdvisor {
 *   private static final Logger log = LoggerFactory.getLogger(MyAdvisor.class);
 *   public ChatClientResponse adviseCall(ChatClientRequest request, CallAdvisorChain chain) {
 *     log.info("a {} b {}", request.prompt().getContents(), getOrder());
 *     if (log.isDebugEnabled()) log.debug("options: {}", ModelOptionsUtils.toJsonString(request.prompt().getOptions()));
 *     try { return chain.nextCall(request); }
 *     catch (RuntimeException e) { log.error("call failed for {}", getName(), e); throw e; }
 *   }
 * }
 * ```
 */
export class MyAdvisor implements CallAdvisor {
  private static readonly log = LoggerFactory.getLogger(MyAdvisor);

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    MyAdvisor.log.info('a {} b {}', request.prompt().getContents(), this.getOrder());
    if (MyAdvisor.log.isDebugEnabled()) MyAdvisor.log.debug('options: {}', ModelOptionsUtils.toJsonString(request.prompt().getOptions()));
    try {
      return await chain.nextCall(request);
    } catch (e) {
      MyAdvisor.log.error('call failed for {}', this.getName(), e);
      throw e;
    }
  }

  getName(): string {
    return 'MyAdvisor';
  }

  getOrder(): number {
    return 0;
  }
}

/** Lombok `@Slf4j class AuditService { … }`: the generated field, as the class's first member. */
export class AuditService {
  private static readonly log = LoggerFactory.getLogger(AuditService);

  /** Java: every level and every `is…Enabled()`. */
  audit(user: string, error: Error): boolean[] {
    AuditService.log.trace('trace {}', user);
    AuditService.log.debug('debug {}', user);
    AuditService.log.info('info {}', user);
    AuditService.log.warn('warn {}', user, error);
    AuditService.log.error('error', error);
    return [
      AuditService.log.isTraceEnabled(),
      AuditService.log.isDebugEnabled(),
      AuditService.log.isInfoEnabled(),
      AuditService.log.isWarnEnabled(),
      AuditService.log.isErrorEnabled(),
    ];
  }
}

/** Java: `private static final Logger LOG = LoggerFactory.getLogger("app.audit");` */
export const LOG: Logger = LoggerFactory.getLogger('app.audit');

/** Java: `SimpleLoggerAdvisor.builder().logger(myLogger)`, with a logger of the application's own that has the five methods. */
export function withOwnLogger(lines: string[]): SimpleLoggerAdvisor {
  const record = (message: string, ...args: unknown[]): void => {
    lines.push(message + (args.length > 0 ? ` ${args.length}` : ''));
  };
  const own: Logger.Minimal = { isDebugEnabled: () => true, debug: record, info: record, warn: record, error: record };
  return SimpleLoggerAdvisor.builder().logger(own).build();
}

/** Java: `Map<String, Object> map = ModelOptionsUtils.objectToMap(options); String json = ModelOptionsUtils.toJsonString(map);` */
export function optionsAsMap(options: ChatOptions): [Map<string, unknown>, string] {
  const map = ModelOptionsUtils.objectToMap(options);
  return [map, ModelOptionsUtils.toJsonString(map)];
}
